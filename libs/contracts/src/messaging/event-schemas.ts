import type { z } from 'zod';
import { AuthEventSchemas } from '../auth/events';
import { BillingEventSchemas } from '../billing/events';
import { CatalogEventSchemas } from '../catalog/events';
import { MediaEventSchemas } from '../media/events';
import type { EventContracts, EventType } from './event-contracts';

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type MustBeTrue<T extends true> = T;

/**
 * Every event type's payload schema. The type below makes each schema's output the contract's
 * payload exactly (EventContracts), so a field added to one and not the other fails to compile.
 * nest-kit's `@EventHandler(type)` parses each arriving payload with its schema.
 */
export const EVENT_PAYLOAD_SCHEMAS = {
  ...AuthEventSchemas,
  ...CatalogEventSchemas,
  ...BillingEventSchemas,
  ...MediaEventSchemas,
} satisfies { [K in EventType]: z.ZodType<EventContracts[K]> };

/** Per event type: whether its schema's output is its contract's payload exactly. */
type Matches = { [K in EventType]: Same<z.output<(typeof EVENT_PAYLOAD_SCHEMAS)[K]>, EventContracts[K]> };
/** Compiles only while every event type's schema matches its contract. */
export type EventSchemasMatchContracts = MustBeTrue<Matches[EventType]>;
