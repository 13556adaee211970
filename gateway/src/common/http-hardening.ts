import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { IMPORT_LIMITS, apiErrorCodeOf, type ApiError } from '@streamhub/contracts';

/**
 * What the gateway refuses before any validation or pattern runs: bodies too big, too wide or too
 * deep to be a real request, strings longer than any field of the API, malformed URLs. Every
 * refusal is the envelope `{ success: false, statusCode, code, message }`, and no message echoes input.
 */
export const BODY_LIMITS = {
  /** Keys of all objects in one body, together. The widest real body has about a dozen. */
  maxKeys: 500,
  /** Nesting of objects and arrays. Real bodies nest two levels at most. */
  maxDepth: 16,
  /** Any one string value; fields with a smaller limit check it in their DTOs. */
  maxStringLength: 10_000,
  /** Array items of all arrays, together. */
  maxArrayItems: 1_000,
} as const;

/** Limits of the same kinds as BODY_LIMITS, with other values (tests use smaller ones). */
export type BodyLimits = { readonly [K in keyof typeof BODY_LIMITS]: number };

/**
 * The player's event batches are the one body that is wide by design: up to 100 events of up to
 * 17 keys each. Their size is capped lower instead (64 KiB, the route's own check).
 */
const PLAYBACK_EVENTS_PATH = '/api/v1/playback/events';
export const PLAYBACK_BODY_LIMITS: BodyLimits = { ...BODY_LIMITS, maxKeys: 2_000 };

/** An import manifest (docs/media.md "Bulk import") is one text field: up to IMPORT_LIMITS' characters. */
const IMPORT_MANIFEST_PATHS = new Set(['/api/v1/imports', '/api/v1/imports/check']);
export const IMPORT_BODY_LIMITS: BodyLimits = { ...BODY_LIMITS, maxStringLength: IMPORT_LIMITS.maxManifestChars };

/** The limits of the body of a request to `url`. */
export function bodyLimitsFor(url: string | undefined): BodyLimits {
  const path = url?.split('?')[0];
  if (path === PLAYBACK_EVENTS_PATH) return PLAYBACK_BODY_LIMITS;
  return path && IMPORT_MANIFEST_PATHS.has(path) ? IMPORT_BODY_LIMITS : BODY_LIMITS;
}

export const BodyMessages = {
  tooComplex: 'Request body is too complex',
  tooLongText: 'A text field in the request is too long',
  invalidJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  emptyJson: 'Request body is empty',
  unsupportedType: 'Unsupported content type',
  badUrl: 'The request URL is malformed',
  urlTooLong: 'The request URL is too long',
  headersTooLarge: 'Request headers are too large',
  badRequest: 'Bad request',
} as const;

class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Walks a parsed body once, iteratively, and throws at the first limit it crosses. Work is bounded
 * by the body's size, which Fastify's `bodyLimit` bounds first.
 */
export function checkBodyShape(root: unknown, limits: BodyLimits = BODY_LIMITS): void {
  let keys = 0;
  let items = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > limits.maxStringLength) throw new BodyError(400, BodyMessages.tooLongText);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) throw new BodyError(400, BodyMessages.tooComplex);
    if (Array.isArray(value)) {
      items += value.length;
      if (items > limits.maxArrayItems) throw new BodyError(400, BodyMessages.tooComplex);
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key in value) {
      keys += 1;
      if (keys > limits.maxKeys) throw new BodyError(400, BodyMessages.tooComplex);
      if (key.length > 200) throw new BodyError(400, BodyMessages.tooComplex);
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
}

/**
 * Replaces Fastify's JSON parser: the same prototype-poisoning protection, plus the shape limits.
 * The bytes as received stay on `request.rawBody` (webhook signatures are computed over them).
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    (req as FastifyRequest & { rawBody?: Buffer }).rawBody = raw;
    const text = raw.toString('utf8');
    if (text.trim() === '') return done(new BodyError(400, BodyMessages.emptyJson), undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(new BodyError(400, BodyMessages.invalidJson), undefined);
    }
    try {
      checkBodyShape(parsed, bodyLimitsFor(req.url));
    } catch (err) {
      return done(err as BodyError, undefined);
    }
    done(null, parsed);
  });
}

const envelope = (statusCode: number, message: string): ApiError => ({
  success: false,
  statusCode,
  code: apiErrorCodeOf(statusCode),
  message,
});

/** Fastify's router errors (bad percent-encoding, over-long path parameters) in the envelope. */
export function frameworkErrors(error: { code?: string }, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? BodyMessages.urlTooLong : BodyMessages.badUrl;
  void reply.code(status).header('content-type', 'application/json; charset=utf-8').send(envelope(status, message));
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, malformed
 * request line, idle timeout): answered on the raw socket, in the envelope.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', BodyMessages.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', BodyMessages.badRequest];
  const body = JSON.stringify(envelope(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Messages for Fastify's own 4xx errors (content type parsing, body size), which must not echo input. */
export const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BodyMessages.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: BodyMessages.unsupportedType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: BodyMessages.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: BodyMessages.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: BodyMessages.invalidJson,
  FST_ERR_BAD_URL: BodyMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: BodyMessages.urlTooLong,
};

/** Whether `err` is one of ours from the body parser (its message is safe to show). */
export const isBodyError = (err: unknown): err is BodyError => err instanceof BodyError;
