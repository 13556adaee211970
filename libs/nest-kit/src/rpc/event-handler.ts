import { EventPattern } from '@nestjs/microservices';
import type { DomainEvent, EventType } from '@streamhub/contracts';

/** What a handler of the event type `K` may look like: it takes the event with its contract's payload. */
export type EventHandlerFn<K extends EventType> = (event: DomainEvent<K>, ...rest: never[]) => Promise<void> | void;

/**
 * `@EventPattern(type)` checked against the event's contract in libs/contracts (EventContracts):
 * a handler whose parameter does not accept that event's payload fails to compile.
 */
export function EventHandler<K extends EventType>(type: K) {
  return <H extends EventHandlerFn<K>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    EventPattern<K>(type)(target, key, descriptor);
  };
}
