import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@streamhub/contracts';

/** Ends the request itself, or calls `next` (once) to hand it to Fastify. */
export type FrontDoorAnswer = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The Fastify options the gateway's server is built from (see Fastify's own getServerInstance). */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The gateway's HTTP server, with one listener ahead of Fastify: the place for answers that must
 * cost no more than a static file's, i.e. cached public lists (CachedReply). A request it answers
 * never reaches Fastify's routing, hooks or Nest's middleware, so it sets its own security and
 * request-id headers and records its own metrics; everything else is handed to Fastify unchanged.
 * Passed to Fastify as `serverFactory` (main.ts); the answer is set once the application's
 * providers exist.
 */
export class FrontDoor {
  private answer?: FrontDoorAnswer;

  /** Fastify's `serverFactory`: Node's server built as Fastify builds it, with the front door first. */
  readonly serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: ServerFactoryOptions,
  ): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      const answer = this.answer;
      if (answer) answer(request, response, () => handler(request, response));
      else handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** The answer of the application's providers (one application per process: a later one replaces it). */
  use(answer: FrontDoorAnswer): void {
    this.answer = answer;
  }
}

/** The gateway's front door (its server is built in main.ts). */
export const frontDoor = new FrontDoor();

/**
 * A request's id: the caller's `X-Request-Id` when it is a sensible one (1–128 characters), else a
 * new UUID. Written back to the request's headers, so the access log (pino-http) reports the same.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && given.length > 0 && given.length <= 128 ? given : randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  return id;
}
