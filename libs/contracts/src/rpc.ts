import type { Principal } from './auth';

/** Headers carried on every Kafka request and event. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request as it travels from the gateway: the caller (if any) and the body. */
export interface RpcRequest<T = unknown> {
  principal?: Principal;
  body: T;
}

export interface HealthPong {
  service: string;
  db: 'up' | 'down';
  at: string;
}
