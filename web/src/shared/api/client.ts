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
import { API_BASE_URL } from '../config';
import { MESSAGES } from '../messages';
import { translateServerError } from '../i18n/i18n';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for calls whose 401 is an expected answer (start-up session check). */
  redirectOnUnauthorized?: boolean;
  /**
   * A call only a signed-in viewer makes (their history, their watchlist): without a stored
   * session it is not sent at all (it would only earn a 401), e.g. by a page rendered in the
   * instant between Logout and the app noticing it.
   */
  signedInOnly?: boolean;
  /** Let the request outlive the page (fetch keepalive: bodies of 64 KiB at most): playback reports, the player ending its stream session. */
  keepalive?: boolean;
}

export interface ApiClientDeps {
  session: SessionStore;
  fetch?: typeof fetch;
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
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Like `request`, with the success envelope's `message` beside its data (some replies say more than their data). */
  requestWithMessage<T>(
    path: string,
    options?: RequestOptions,
  ): Promise<{ data: T; message: string | null; code: ApiNoticeCode | null }>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = deps.baseUrl ?? API_BASE_URL;
  const wait = deps.sleep ?? sleep;

  async function requestWithMessage<T>(
    path: string,
    options: RequestOptions = {},
  ): Promise<{ data: T; message: string | null; code: ApiNoticeCode | null }> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = deps.session.read()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (options.signedInOnly) throw new ApiRequestError(MESSAGES.signInRequired, 401);
    const profileToken = token ? deps.profileToken?.() : undefined;
    if (profileToken) headers['X-Profile-Token'] = profileToken;
    const deviceId = token ? deps.deviceId?.() : undefined;
    if (deviceId) headers['X-Device-Id'] = deviceId;

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const method = options.method ?? 'GET';
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    let response: Response | undefined;
    let networkError: unknown;
    for (let attempt = 0; ; attempt += 1) {
      networkError = undefined;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body,
          signal: options.signal,
          ...(options.keepalive ? { keepalive: true } : {}),
        });
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
      await wait(retryDelayMs(attempt + 1, networkError ? null : response?.headers.get('retry-after')), options.signal);
    }
    if (networkError || !response) throw new ApiRequestError(errorMessage(networkError), 0);

    const payload = await readBody(response);

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
    const notice = isEnvelope(payload) ? (payload as { code?: unknown }).code : undefined;
    return {
      data: (isEnvelope(payload) ? payload.data : payload) as T,
      message: envelopeMessage(payload),
      code: isApiNoticeCode(notice) ? notice : null,
    };
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return (await requestWithMessage<T>(path, options)).data;
  }

  return {
    request,
    requestWithMessage,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
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
  onUnauthorized: () => unauthorizedHandler(),
  onAccountInactive: () => accountInactiveHandler(),
  onBusy: (state) => (state === 'busy' ? showBusy() : hideBusy()),
});
