import {
  AuthEvents,
  type UserDeletedEvent,
  type UserErasedEvent,
  type ProfileDeletedEvent,
  type UserRegisteredEvent,
  type UserStatusChangedEvent,
  type UserUpdatedEvent,
} from '../auth/constants';
import { type AccountLanguageEvent } from '../auth/schemas';
import { BillingEvents, type SubscriptionEvent } from '../billing/constants';
import {
  CatalogEvents,
  type CategoryChangedEvent,
  type SeriesUpdatedEvent,
  type VideoChangedEvent,
  type VideoDeletedEvent,
} from '../catalog/constants';
import type { EventEnvelope } from './events';
import {
  MediaEvents,
  type TranscodeCompletedEvent,
  type TranscodeFailedEvent,
  type TranscodeProgressEvent,
  type AudioProgressEvent,
  type AudioCompletedEvent,
  type AudioFailedEvent,
  type RepackageCompletedEvent,
  type RepackageFailedEvent,
} from '../media/constants';
import { Events, type EventTopic } from './topics';

/**
 * Every domain event with its payload type (the event type is also its topic). nest-kit's
 * `makeEvent`/`EventPublisher.publish` and services' `@EventHandler(type)` take their types from
 * here, so a wrong payload or a handler expecting another one fails to compile. A new event is one
 * line: `[DomainEvents.name]: ThePayload;`.
 */
export interface EventContracts {
  [AuthEvents.userRegistered]: UserRegisteredEvent;
  [AuthEvents.userUpdated]: UserUpdatedEvent;
  [AuthEvents.userStatusChanged]: UserStatusChangedEvent;
  [AuthEvents.userDeleted]: UserDeletedEvent;
  [AuthEvents.userErased]: UserErasedEvent;
  [AuthEvents.profileDeleted]: ProfileDeletedEvent;
  [AuthEvents.accountLanguageChanged]: AccountLanguageEvent;

  [CatalogEvents.categoryCreated]: CategoryChangedEvent;
  [CatalogEvents.categoryStatusChanged]: CategoryChangedEvent;
  [CatalogEvents.videoCreated]: VideoChangedEvent;
  [CatalogEvents.videoUpdated]: VideoChangedEvent;
  [CatalogEvents.videoStatusChanged]: VideoChangedEvent;
  [CatalogEvents.videoDeleted]: VideoDeletedEvent;
  [CatalogEvents.seriesUpdated]: SeriesUpdatedEvent;

  [BillingEvents.subscriptionActivated]: SubscriptionEvent;
  [BillingEvents.subscriptionExpired]: SubscriptionEvent;
  [BillingEvents.subscriptionCancelled]: SubscriptionEvent;

  [MediaEvents.transcodeProgress]: TranscodeProgressEvent;
  [MediaEvents.transcodeCompleted]: TranscodeCompletedEvent;
  [MediaEvents.transcodeFailed]: TranscodeFailedEvent;
  [MediaEvents.audioProgress]: AudioProgressEvent;
  [MediaEvents.audioCompleted]: AudioCompletedEvent;
  [MediaEvents.audioFailed]: AudioFailedEvent;
  [MediaEvents.repackageCompleted]: RepackageCompletedEvent;
  [MediaEvents.repackageFailed]: RepackageFailedEvent;
}

/** An event type with a contract. */
export type EventType = keyof EventContracts;
export type EventPayloadOf<K extends EventType> = EventContracts[K];

/** An event of type `K` as it travels: the envelope with that type and its contract's payload. */
export interface DomainEvent<K extends EventType> extends EventEnvelope<EventContracts[K]> {
  type: K;
}

/** Any declared event, discriminated by `type`. */
export type AnyDomainEvent = { [K in EventType]: DomainEvent<K> }[EventType];

type MustBeEmpty<T extends never> = T;
/** Compiles only while every event topic has a contract above... */
export type EventTopicsWithoutContract = MustBeEmpty<Exclude<EventTopic, EventType>>;
/** ...and every contract is for a declared topic. */
export type EventContractsWithoutTopic = MustBeEmpty<Exclude<EventType, EventTopic>>;

/** Every declared event type, at run time (services check their event handlers against it at start). */
export const EVENT_TYPES: readonly EventType[] = Object.values(Events);

export function isEventType(type: string): type is EventType {
  return (EVENT_TYPES as readonly string[]).includes(type);
}
