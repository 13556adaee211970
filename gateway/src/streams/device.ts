import { createHash } from 'node:crypto';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@streamhub/contracts';
import { deviceNameOf } from './device-name';

/**
 * The device a request comes from: the id the web app keeps in the browser (X-Device-Id), or, for
 * clients that send none, one derived from the account and the User-Agent (so such a client is
 * one device, not a new one per request). Its name comes from the User-Agent.
 */
export function deviceOf(
  request: { headers: Record<string, string | string[] | undefined> },
  userId: string,
): { id: string; name: string } {
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
  const sent = request.headers[DEVICE_ID_HEADER];
  const id =
    typeof sent === 'string' && DEVICE_ID_PATTERN.test(sent)
      ? sent
      : `ua-${createHash('sha256').update(`${userId}\n${userAgent}`).digest('base64url').slice(0, 22)}`;
  return { id, name: deviceNameOf(userAgent) };
}
