import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
  /** The real client's address (Fastify's `request.ip`, which believes only trusted proxies). */
  clientAddress?: string;
}

/** Carries the request id (and client address) from the HTTP request into every Kafka call it makes. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function currentClientAddress(): string | undefined {
  return requestContext.getStore()?.clientAddress;
}
