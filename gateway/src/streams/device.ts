import { createHash } from 'node:crypto';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@streamhub/contracts';
import { coarsePlaceOf } from './coarse-place';
import { deviceNameOf } from './device-name';

/**
 * The device a request says it comes from, as a label for the device list: the id the web app
 * keeps in the browser (X-Device-Id), or, for clients that send none, one derived from the account
 * and the User-Agent. Its name comes from the User-Agent, its place (coarse) from the address. None
 * of them decides anything: screens are counted by stream session (see StreamSessions); sign-ins
 * are device sessions (docs/devices.md).
 */
export function deviceOf(
  request: { headers: Record<string, string | string[] | undefined>; ip?: string },
  userId: string,
): { id: string; name: string; place: string } {
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
  const sent = request.headers[DEVICE_ID_HEADER];
  const id =
    typeof sent === 'string' && DEVICE_ID_PATTERN.test(sent)
      ? sent
      : `ua-${createHash('sha256').update(`${userId}\n${userAgent}`).digest('base64url').slice(0, 22)}`;
  return { id, name: deviceNameOf(userAgent), place: coarsePlaceOf(request.ip) };
}
