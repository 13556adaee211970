import {
  BUSY_RETRY,
  envelopeCode,
  envelopeMessage,
  hideBusy,
  isEnvelope,
  isRetryableRead,
  retryDelayMs,
  sessionStore,
  showBusy,
  sleep,
  type SessionStore,
} from '@streamhub/web-kit';
import { isApiNoticeCode, type ApiErrorCode, type ApiNoticeCode } from '@streamhub/contracts';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api';
import { MESSAGES } from '../messages';
import { currentLanguage, translateServerError } from '../i18n/i18n';
import { profileStore } from '../../features/profiles/profile-store';
import { deviceId } from './device-id';

/** A failed API call; `message` is what the toast shows (docs/product.md §8). */
export class ApiRequestError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The `message` of the server's error envelope, when there was one. */
  readonly serverMessage: string | null;
  /** The `code` of the server's error envelope (what to branch on), when there was one. */
  readonly code: ApiErrorCode | null;

  constructor(message: string, status: number, serverMessage: string | null = null, code: ApiErrorCode | null = null) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

/** What a call may ask of the client beyond the request itself (give it as `...callOptions({...})`). */
export interface CallOptions {
  /** false for calls whose 401 is an expected answer (start-up session check). */
  redirectOnUnauthorized?: boolean;
  /**
   * A call only a signed-in viewer makes (their history, their watchlist): without a stored
   * session it is not sent at all (it would only earn a 401), e.g. by a page rendered in the
   * instant between Logout and the app noticing it.
   */
  signedInOnly?: boolean;
}

export interface ApiClientDeps {
  session: SessionStore;
  fetch?: (request: Request) => Promise<Response>;
  /** Origin of the gateway; the generated paths carry the /api/v1 prefix. Default: this page's origin. */
  baseUrl?: string;
  /** Runs after a 401 has cleared the session; the app navigates to /login here. */
  onUnauthorized?: () => void;
  /** Runs once when the server says the signed-in account was deactivated; the session is cleared already. */
  onAccountInactive?: () => void;
  /** A read is being retried after 503/504/no answer (`busy`), or got through again (`recovered`). */
  onBusy?: (state: 'busy' | 'recovered') => void;
  /** Waits between retries (tests pass one that does not wait). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The active viewer profile's token ("Who's watching?"), sent with signed-in calls. */
  profileToken?: () => string | null | undefined;
  /** This browser's device id (stream sessions count screens per device), sent with signed-in calls. */
  deviceId?: () => string | null | undefined;
  /**
   * The language the viewer chose (the active profile's, else the device's), sent as Accept-Language
   * so titles and synopses come in it rather than in the browser's language (docs/i18n.md).
   */
  language?: () => string | null | undefined;
}

/**
 * The viewer app's one HTTP client: openapi-fetch over the types generated from the API's OpenAPI
 * document (docs/architecture.md, "Clients"), so a call names a documented path and gets its
 * documented reply. Under it, one fetch adds the session, profile and device headers, retries
 * reads while the gateway is busy, signs out on 401, and turns an error envelope into
 * `ApiRequestError` (with the server's `code`).
 */
export interface ApiClient extends Client<paths> {
  /** Per-call options, spread into a call's options: `api.GET(path, { signal, ...api.callOptions({ signedInOnly: true }) })`. */
  callOptions(options: CallOptions): { fetch: (request: Request) => Promise<Response> };
}

/** A documented success envelope `{ success, message, code?, data }`. */
interface Envelope<T> {
  success: boolean;
  message?: string | null;
  code?: unknown;
  data?: T;
}

/** What a typed call resolved to (openapi-fetch's result; errors were thrown already). */
interface CallResult<E> {
  data?: E;
  response: Response;
}

type DataOf<E> = E extends { data?: infer T } ? T : never;

/** The `data` of a call's success envelope: `const { plans } = await dataOf(api.GET('/api/v1/subscriptions/plans'))`. */
export async function dataOf<E extends Envelope<unknown>>(call: Promise<CallResult<E>>): Promise<DataOf<E>> {
  const { data } = await call;
  return data?.data as DataOf<E>;
}

/** Like `dataOf`, with the success envelope's `message` and notice `code` beside its data (some replies say more than their data). */
export async function envelopeOf<E extends Envelope<unknown>>(
  call: Promise<CallResult<E>>,
): Promise<{ data: DataOf<E>; message: string | null; code: ApiNoticeCode | null }> {
  const { data: envelope } = await call;
  return {
    data: envelope?.data as DataOf<E>,
    message: envelopeMessage(envelope),
    code: isApiNoticeCode(envelope?.code) ? envelope.code : null,
  };
}

async function readBody(text: string): Promise<unknown> {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function defaultOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((request: Request) => globalThis.fetch(request));
  const wait = deps.sleep ?? sleep;

  const send =
    (options: CallOptions) =>
    async (request: Request): Promise<Response> => {
      const headers = request.headers;
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      const language = deps.language?.();
      if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
      const token = deps.session.read()?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else if (options.signedInOnly) throw new ApiRequestError(MESSAGES.signInRequired, 401);
      const profileToken = token ? deps.profileToken?.() : undefined;
      if (profileToken) headers.set('X-Profile-Token', profileToken);
      const deviceId = token ? deps.deviceId?.() : undefined;
      if (deviceId) headers.set('X-Device-Id', deviceId);

      const method = request.method.toUpperCase();
      const retryable = isRetryableRead(method, 503);
      let response: Response | undefined;
      let networkError: unknown;
      for (let attempt = 0; ; attempt += 1) {
        networkError = undefined;
        response = undefined;
        try {
          response = await doFetch(retryable ? request.clone() : request);
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') throw error;
          networkError = error;
        }
        const status = response && !networkError ? response.status : 0;
        if (attempt >= BUSY_RETRY.maxRetries || !isRetryableRead(method, status)) {
          if (attempt > 0) deps.onBusy?.('recovered');
          break;
        }
        deps.onBusy?.('busy');
        await wait(
          retryDelayMs(attempt + 1, networkError ? null : response?.headers.get('retry-after')),
          request.signal,
        );
      }
      if (networkError || !response) throw new ApiRequestError(errorMessage(networkError), 0);

      const text = await response.text();
      const payload = await readBody(text);

      const inactive = envelopeCode(payload) === 'ACCOUNT_INACTIVE';
      if (response.status === 401 || inactive) {
        const hadSession = deps.session.read() !== null;
        deps.session.clear();
        // A deactivated account is told so once (by the first call that learns it), then signed out.
        if (inactive) {
          if (hadSession) deps.onAccountInactive?.();
        } else if (options.redirectOnUnauthorized !== false) {
          deps.onUnauthorized?.();
        }
      }
      if (!response.ok || (isEnvelope(payload) && payload.success === false)) {
        const message = envelopeMessage(payload);
        throw new ApiRequestError(
          message ?? MESSAGES.somethingWentWrong,
          response.status,
          message,
          envelopeCode(payload),
        );
      }
      // A success answer without an envelope (e.g. plain text) is handed on as its envelope's data.
      const body =
        text && !isEnvelope(payload) ? JSON.stringify({ success: true, message: null, data: payload }) : text;
      const replyHeaders = new Headers(response.headers);
      if (body !== text) replyHeaders.set('Content-Type', 'application/json');
      replyHeaders.delete('Content-Length');
      return new Response(response.status === 204 || response.status === 205 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: replyHeaders,
      });
    };

  const client = createClient<paths>({ baseUrl: deps.baseUrl ?? defaultOrigin(), fetch: send({}) });
  return Object.assign(client, {
    callOptions: (options: CallOptions) => ({ fetch: send(options) }),
  });
}

/**
 * Toast text for a failure (docs/product.md §8): the server message (translated, docs/i18n.md), else the error text, else
 * "Something went wrong". Screens with their own wording pass it as `fallback`
 * ("Login failed"), which then replaces everything but the server message.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestError && error.serverMessage)
    return translateServerError(error.serverMessage, error.code);
  if (fallback) return fallback;
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return MESSAGES.somethingWentWrong;
}

/** The call failed because the session ended (401, or the account was deactivated): already handled. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.code === 'ACCOUNT_INACTIVE');
}

let unauthorizedHandler: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.location.assign('/login');
  }
};

/** The router installs a handler that navigates without a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

let accountInactiveHandler: () => void = () => undefined;

/** The app installs what a deactivated viewer sees (the message, then the sign-in page). */
export function setAccountInactiveHandler(handler: () => void): void {
  accountInactiveHandler = handler;
}

export const api = createApiClient({
  session: sessionStore,
  profileToken: () => profileStore.read()?.token,
  deviceId: () => deviceId(),
  language: () => currentLanguage(),
  onUnauthorized: () => unauthorizedHandler(),
  onAccountInactive: () => accountInactiveHandler(),
  onBusy: (state) => (state === 'busy' ? showBusy() : hideBusy()),
});
