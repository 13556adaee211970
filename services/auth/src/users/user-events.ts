import {
  AuthEvents,
  type DomainEvent,
  type ProfileLanguage,
  type UserRole,
  type UserStatus,
} from '@streamhub/contracts';
import { makeEvent } from '@streamhub/nest-kit';
import type { NewUser } from './user.record';

/** The user events auth publishes (billing and support project them), keyed by user id. */
export const userEvents = {
  registered(user: NewUser): DomainEvent<typeof AuthEvents.userRegistered> {
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
  updated(
    userId: string,
    fields: { name: string; mobile: string; role: UserRole },
  ): DomainEvent<typeof AuthEvents.userUpdated> {
    return makeEvent(AuthEvents.userUpdated, userId, { userId, ...fields });
  },
  statusChanged(userId: string, status: UserStatus): DomainEvent<typeof AuthEvents.userStatusChanged> {
    return makeEvent(AuthEvents.userStatusChanged, userId, { userId, status });
  },
  deleted(userId: string): DomainEvent<typeof AuthEvents.userDeleted> {
    return makeEvent(AuthEvents.userDeleted, userId, { userId });
  },
  profileDeleted(userId: string, profileId: string): DomainEvent<typeof AuthEvents.profileDeleted> {
    return makeEvent(AuthEvents.profileDeleted, userId, { userId, profileId });
  },
  /** The account's language (its holder's own profile's), at sign-up and when it changes. */
  languageChanged(userId: string, language: ProfileLanguage): DomainEvent<typeof AuthEvents.accountLanguageChanged> {
    return makeEvent(AuthEvents.accountLanguageChanged, userId, { userId, language });
  },
  erased(userId: string, requestedAt: Date): DomainEvent<typeof AuthEvents.userErased> {
    return makeEvent(AuthEvents.userErased, userId, { userId, requestedAt: requestedAt.toISOString() });
  },
};
