import type { ApiSuccess } from '@streamhub/contracts';
import { testEnv } from './env';

export interface ApiCall {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on the shape
}

/**
 * A client address of the benchmarking range 198.18.0.0/15. Each call comes from a new one by
 * default (told to the gateway in X-Forwarded-For, which the local stack trusts from 127.0.0.1 like
 * any proxy in front of it), as if every call were another person's: tests create many accounts,
 * and per-IP limits would otherwise count them all against one address. Tests of those limits
 * choose an address with `clientIp` and keep it.
 */
export const randomClientIp = (): string =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export interface ApiCallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  clientIp?: string;
}

/** Calls the gateway's public API like a client would. */
export async function api(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiCall> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.clientIp ?? randomClientIp(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  return readApiCall(res);
}

/** A gateway answer as tests assert on it: the body parsed as JSON, or left as text when it is not. */
export async function readApiCall(res: Response): Promise<ApiCall> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: res.status, headers: res.headers, body };
}

/**
 * Calls the API and returns the success envelope's data as the route's reply type `T` (the
 * contract type its gateway handler returns); throws, with the status and body, unless the
 * answer is `expectedStatus`. Helpers that need the data, not the response, use it.
 */
export async function apiData<T>(
  method: string,
  path: string,
  options: ApiCallOptions = {},
  expectedStatus = 200,
): Promise<T> {
  const res = await api(method, path, options);
  if (res.status !== expectedStatus) {
    throw new Error(`${method} ${path}: ${res.status}, expected ${expectedStatus}: ${JSON.stringify(res.body)}`);
  }
  return (res.body as ApiSuccess<T>).data;
}
