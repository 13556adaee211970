import { Logger } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import type { DomainEvent, EventType } from '@streamhub/contracts';
import { EVENT_PAYLOAD_SCHEMAS } from '@streamhub/contracts/schemas';

/** What a handler of the event type `K` may look like: it takes the event with its contract's payload. */
export type EventHandlerFn<K extends EventType> = (event: DomainEvent<K>, ...rest: never[]) => Promise<void> | void;

/** Why an arriving message is not an event of the expected type: each problem with its path. */
export class MalformedEvent extends Error {
  constructor(
    readonly type: EventType,
    readonly problems: string[],
  ) {
    super(`a malformed ${type} event: ${problems.join('; ')}`);
    this.name = 'MalformedEvent';
  }
}

/**
 * The message as an event of `type`: the envelope's fields and its payload parsed with the
 * payload's schema (libs/contracts/src/messaging/event-schemas.ts). Throws MalformedEvent.
 */
export function parseEvent<K extends EventType>(type: K, message: unknown): DomainEvent<K> {
  const problems: string[] = [];
  if (typeof message !== 'object' || message === null) throw new MalformedEvent(type, ['not an object']);
  const envelope = message as Record<string, unknown>;
  for (const field of ['id', 'key', 'occurredAt'] as const) {
    if (typeof envelope[field] !== 'string') problems.push(`${field}: not a string`);
  }
  if (envelope.type !== type) problems.push(`type: ${String(envelope.type)} where ${type} was expected`);
  const payload = EVENT_PAYLOAD_SCHEMAS[type].safeParse(envelope.payload);
  if (!payload.success) {
    for (const issue of payload.error.issues)
      problems.push(`payload.${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  if (problems.length || !payload.success) throw new MalformedEvent(type, problems);
  return { ...(envelope as unknown as DomainEvent<K>), payload: payload.data as DomainEvent<K>['payload'] };
}

/**
 * `@EventPattern(type)` checked against the event's contract in libs/contracts (EventContracts):
 * a handler whose parameter does not accept that event's payload fails to compile. At run time the
 * handler gets the event parsed with its payload's schema; a malformed message is logged with its
 * problems and skipped (it cannot become valid by trying again), never handed to the handler.
 */
export function EventHandler<K extends EventType>(type: K) {
  return <H extends EventHandlerFn<K>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    const handle = descriptor.value;
    if (handle) {
      const log = new Logger(`${target.constructor.name}.${String(key)}`);
      const checked = function (this: unknown, message: unknown, ...rest: never[]) {
        let event: DomainEvent<K>;
        try {
          event = parseEvent(type, message);
        } catch (err) {
          if (!(err instanceof MalformedEvent)) throw err;
          const id = (message as { id?: unknown } | null)?.id;
          log.error(`skipped event ${typeof id === 'string' ? id : '(no id)'}: ${err.message}`);
          return undefined;
        }
        return handle.call(this, event, ...rest);
      };
      descriptor.value = checked as unknown as H;
    }
    EventPattern<K>(type)(target, key, descriptor);
  };
}
