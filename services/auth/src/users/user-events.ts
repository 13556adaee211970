import {
  AuthEvents,
  type EventEnvelope,
  type UserDeletedEvent,
  type UserErasedEvent,
  type UserRegisteredEvent,
  type UserRole,
  type UserStatus,
  type UserStatusChangedEvent,
  type UserUpdatedEvent,
} from '@streamhub/contracts';
import { makeEvent } from '@streamhub/nest-kit';
import type { NewUser } from './user.record';

/** The user events auth publishes (billing projects them), keyed by user id. */
export const userEvents = {
  registered(user: NewUser): EventEnvelope<UserRegisteredEvent> {
    const { id, name, email, mobile, role, createdAt } = user;
    return makeEvent(AuthEvents.userRegistered, id, {
      userId: id,
      name,
      email,
      mobile,
      role,
      createdAt: createdAt.toISOString(),
    });
  },
  updated(userId: string, fields: { name: string; mobile: string; role: UserRole }): EventEnvelope<UserUpdatedEvent> {
    return makeEvent(AuthEvents.userUpdated, userId, { userId, ...fields });
  },
  statusChanged(userId: string, status: UserStatus): EventEnvelope<UserStatusChangedEvent> {
    return makeEvent(AuthEvents.userStatusChanged, userId, { userId, status });
  },
  deleted(userId: string): EventEnvelope<UserDeletedEvent> {
    return makeEvent(AuthEvents.userDeleted, userId, { userId });
  },
  erased(userId: string, requestedAt: Date): EventEnvelope<UserErasedEvent> {
    return makeEvent(AuthEvents.userErased, userId, { userId, requestedAt: requestedAt.toISOString() });
  },
};
