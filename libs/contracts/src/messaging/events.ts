/** Envelope of every domain event on Kafka. Consumers are idempotent by `id`. */
export interface EventEnvelope<T = unknown> {
  /** Unique event id (UUID); the idempotency key for consumers. */
  id: string;
  /** Event type, equal to the topic it is published on. */
  type: string;
  /** Aggregate id; also the Kafka message key, so one aggregate's events stay ordered. */
  key: string;
  /** ISO-8601 timestamp of the state change. */
  occurredAt: string;
  payload: T;
}
