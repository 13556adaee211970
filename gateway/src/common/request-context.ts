import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
  /** The real client's address (Fastify's `request.ip`, which believes only trusted proxies). */
  clientAddress?: string;
  /** Set when part of the answer is a last good copy given during an outage: that copy's age. */
  staleAgeMs?: number;
}

/** Carries the request id (and client address) from the HTTP request into every Kafka call it makes. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function currentClientAddress(): string | undefined {
  return requestContext.getStore()?.clientAddress;
}

/** Marks the current request's answer as (partly) a stale copy of `ageMs`; the oldest copy counts. */
export function markStale(ageMs: number): void {
  const store = requestContext.getStore();
  if (store) store.staleAgeMs = Math.max(store.staleAgeMs ?? 0, ageMs);
}
