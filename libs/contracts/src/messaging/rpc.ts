import type { Principal } from '../auth/constants';

/** Headers carried on every Kafka request and event. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Headers of the request/reply protocol (libs/nest-kit rpc). A request goes to its service's
 * request topic with the pattern, a correlation id, where to answer and until when the caller
 * waits; the reply carries the correlation id back, and `rpc-error` when the value is a failure
 * (our ServiceError `{ code, message }` as JSON).
 */
export const RpcHeaders = {
  pattern: 'rpc-pattern',
  correlationId: 'rpc-correlation-id',
  replyTopic: 'rpc-reply-topic',
  replyPartition: 'rpc-reply-partition',
  /** Unix milliseconds after which nobody waits for the answer: the service skips the request. */
  deadline: 'rpc-deadline',
  error: 'rpc-error',
} as const;

/** A request as it travels from the gateway: the caller (if any) and the body. */
export interface RpcRequest<T = unknown> {
  principal?: Principal;
  body: T;
  /** The HTTP client's real address (behind trusted proxies), for per-address limits. */
  clientAddress?: string;
}

export interface HealthPong {
  service: string;
  db: 'up' | 'down';
  at: string;
}
