import type { ApiErrorCode } from '@streamhub/contracts';
import { sessionStore } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { deviceId } from '../../shared/api/device-id';
import { profileStore } from '../profiles/profile-store';
import { playbackSessionHeader } from './player-session';

/** shaka's request type of licence requests (shaka.net.NetworkingEngine.RequestType.LICENSE). */
export const LICENSE_REQUEST = 2;

/** The key system protected titles are played with everywhere (docs/drm.md). */
export const CLEAR_KEY = 'org.w3.clearkey';

/** shaka's DRM settings for a protected title: the licence endpoint, with retries of what may pass (not refusals). */
export function drmConfig(licenceUrl: string, origin = window.location.origin) {
  const url = new URL(licenceUrl, origin).toString();
  return {
    servers: { [CLEAR_KEY]: url },
    retryParameters: { maxAttempts: 3, baseDelay: 500, backoffFactor: 2, fuzzFactor: 0.5, timeout: 10_000 },
  };
}

/** What a licence request carries beside the CDM's body: the viewer's tokens, device and stream session. */
export function licenceHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = sessionStore.read()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const profileToken = token ? profileStore.read()?.token : undefined;
  if (profileToken) headers['X-Profile-Token'] = profileToken;
  if (token) headers['X-Device-Id'] = deviceId();
  headers['X-Stream-Session'] = playbackSessionHeader();
  return headers;
}

/** The ClearKey JSON out of the API's envelope (`{ success, data: { keys, type } }`), as the CDM wants it. */
export function licenceFromEnvelope(body: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  const text = new TextDecoder().decode(body);
  const parsed = JSON.parse(text) as { data?: unknown };
  return new TextEncoder().encode(JSON.stringify(parsed.data ?? parsed)).buffer as ArrayBuffer;
}

interface ShakaErrorLike {
  code?: number;
  data?: unknown[];
}

/** shaka's codes: no key system the manifest names is available; the licence request failed; an HTTP status. */
const NO_KEY_SYSTEM = new Set([6000, 6001, 6002]);
const LICENSE_REQUEST_FAILED = 6007;
const BAD_HTTP_STATUS = 1001;

/** What the viewer is told about a failed playback of a protected title; null: not a DRM failure (the generic message). */
export function drmFailure(error: unknown): { title: string; hint?: string } | null {
  const e = error as ShakaErrorLike | null;
  if (!e || typeof e.code !== 'number') return null;
  if (NO_KEY_SYSTEM.has(e.code)) return { title: MESSAGES.drmUnsupported, hint: MESSAGES.drmUnsupportedHint };
  if (e.code !== LICENSE_REQUEST_FAILED) return null;
  const http = e.data?.[0] as ShakaErrorLike | undefined;
  const code = http?.code === BAD_HTTP_STATUS ? apiCodeOf(http.data?.[2]) : undefined;
  if (code === 'TOO_MANY_STREAMS') return { title: MESSAGES.drmTooManyScreens, hint: MESSAGES.drmTooManyScreensHint };
  return { title: MESSAGES.drmRefused, hint: apiMessageOf(http?.data?.[2]) };
}

function parsedBody(body: unknown): { code?: string; message?: string } | null {
  try {
    const text = typeof body === 'string' ? body : body instanceof ArrayBuffer ? new TextDecoder().decode(body) : '';
    return JSON.parse(text) as { code?: string; message?: string };
  } catch {
    return null;
  }
}

const apiCodeOf = (body: unknown): ApiErrorCode | undefined => parsedBody(body)?.code as ApiErrorCode | undefined;
const apiMessageOf = (body: unknown): string | undefined => parsedBody(body)?.message;
