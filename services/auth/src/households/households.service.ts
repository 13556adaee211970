import { Injectable } from '@nestjs/common';
import {
  AuthMessages,
  MAX_PROFILES,
  PIN_LOCK_SECONDS,
  PIN_MAX_TRIES,
  PIN_PATTERN,
  PIN_UNLOCK_SECONDS,
  ProfileMessages,
  type ConfirmAgeRequest,
  type CreateProfileRequest,
  type DeleteProfileRequest,
  type HouseholdReply,
  type HouseholdState,
  type ParentalControlsRequest,
  type Principal,
  type SelectProfileReply,
  type SelectProfileRequest,
  type UpdateProfileSettingsRequest,
  type ViewerProfile,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { Clock } from '../security/clock';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import { SESSION_TOKEN_SECONDS, TokenIssuer } from '../security/token-issuer';
import type { UserRecord } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { UsersRepository } from '../users/users.repository';
import type { ProfileDoc } from './household.schema';
import { HouseholdStates } from './household-states';
import { HouseholdsRepository, type Household, type HouseholdChange } from './households.repository';
import { ageOn, checkProfileName, freeAvatar, loosens, maturityLimitFor } from './profile-rules';

const MAX_WRITE_TRIES = 5;

/** The account holder's own profile, made when the account first needs one; its id is the account's. */
export function primaryProfileOf(user: Pick<UserRecord, 'id' | 'name'>): ProfileDoc {
  const first = user.name.trim().split(/\s+/)[0] ?? '';
  return {
    id: user.id,
    name: [...(first || 'Me')].slice(0, 20).join(''),
    avatar: 'sunrise',
    maturityLimit: 'A',
    kids: false,
    language: 'en',
    autoplay: true,
    pinRequired: false,
  };
}

/** "Who's watching?": an account's viewer profiles, its PIN and parental lock, and the age confirmation. */
@Injectable()
export class HouseholdsService {
  constructor(
    private readonly households: HouseholdsRepository,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly states: HouseholdStates,
    private readonly clock: Clock,
    private readonly relay: EventsRelay,
  ) {}

  async list(principal: Principal | undefined): Promise<HouseholdReply> {
    const { household } = await this.load(principal);
    return this.reply(household);
  }

  async create(principal: Principal | undefined, body: CreateProfileRequest): Promise<HouseholdReply> {
    const { user, household } = await this.load(principal, { manage: true });
    const kids = body.kids === true;
    if (body.pinRequired && !household.pinHash) throw ServiceError.invalid(ProfileMessages.pinNotSet);
    // An adult profile (or one above the kids' limits) is a way round the locks: it needs the PIN.
    if (!kids) await this.checkPinIfSet(user.id, household, body.pin);
    return this.change(user.id, (current) => {
      if (current.profiles.length >= MAX_PROFILES) throw ServiceError.invalid(ProfileMessages.tooMany);
      const profile: ProfileDoc = {
        id: this.users.newId(),
        name: checkProfileName(body.name, current.profiles),
        avatar: body.avatar ?? freeAvatar(current.profiles),
        maturityLimit: maturityLimitFor(kids, body.maturityLimit),
        kids,
        language: body.language ?? 'en',
        autoplay: body.autoplay ?? true,
        pinRequired: body.pinRequired ?? false,
      };
      return { profiles: [...current.profiles, profile] };
    });
  }

  async update(principal: Principal | undefined, body: UpdateProfileSettingsRequest): Promise<HouseholdReply> {
    const { user, household } = await this.load(principal);
    const existing = household.profiles.find((p) => p.id === body.id);
    if (!existing) throw ServiceError.notFound(ProfileMessages.notFound);
    // A kids profile may change its own look and playback settings, nothing about limits or other profiles.
    const ownSettingsOnly =
      body.id === principal?.profile?.id &&
      body.maturityLimit === undefined &&
      body.kids === undefined &&
      body.pinRequired === undefined;
    if (!ownSettingsOnly) this.assertMayManage(principal);
    const next = this.applySettings(existing, body, household);
    if (loosens(existing, next)) await this.checkPinIfSet(user.id, household, body.pin);
    return this.change(user.id, (current) => {
      const others = current.profiles.filter((p) => p.id !== body.id);
      if (others.length === current.profiles.length) throw ServiceError.notFound(ProfileMessages.notFound);
      const name = body.name === undefined ? next.name : checkProfileName(body.name, others);
      return { profiles: current.profiles.map((p) => (p.id === body.id ? { ...next, name } : p)) };
    });
  }

  async remove(principal: Principal | undefined, body: DeleteProfileRequest): Promise<HouseholdReply> {
    const { user, household } = await this.load(principal, { manage: true });
    if (body.id === user.id) throw ServiceError.invalid(ProfileMessages.primaryCannotBeDeleted);
    if (!household.profiles.some((p) => p.id === body.id)) throw ServiceError.notFound(ProfileMessages.notFound);
    await this.checkPinIfSet(user.id, household, body.pin);
    const reply = await this.change(user.id, (current) => ({
      profiles: current.profiles.filter((p) => p.id !== body.id),
    }));
    // After the change, never before: catalog drops the profile's watchlist and history.
    await this.users.appendEvents(user.id, [userEvents.profileDeleted(user.id, body.id)]);
    this.relay.kick();
    return reply;
  }

  /** Makes a profile the active one: a token the clients send with every request. */
  async select(principal: Principal | undefined, body: SelectProfileRequest): Promise<SelectProfileReply> {
    const { user, household } = await this.load(principal);
    const profile = household.profiles.find((p) => p.id === body.id);
    if (!profile) throw ServiceError.notFound(ProfileMessages.notFound);
    let pinAt: number | undefined;
    if (profile.pinRequired || body.pin) {
      if (!household.pinHash) throw ServiceError.invalid(ProfileMessages.pinNotSet);
      await this.checkPin(user.id, household, body.pin);
      pinAt = Math.floor(this.clock.now().getTime() / 1000);
    }
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const secondsLeft = (principal?.tokenExpiresAt ?? 0) - nowSeconds;
    const lifetime = secondsLeft > 0 ? secondsLeft : SESSION_TOKEN_SECONDS;
    return {
      profileToken: this.tokens.issueProfile(user, profile.id, lifetime, pinAt),
      profile: this.publicProfile(profile, user.id),
      unlockedUntil:
        pinAt !== undefined && household.parentalLock
          ? new Date((pinAt + PIN_UNLOCK_SECONDS) * 1000).toISOString()
          : null,
    };
  }

  async setParentalControls(principal: Principal | undefined, body: ParentalControlsRequest): Promise<HouseholdReply> {
    const { user } = await this.load(principal, { manage: true });
    await this.checkPassword(user, body.password);
    if (body.pin !== undefined && !PIN_PATTERN.test(body.pin)) throw ServiceError.invalid(ProfileMessages.pinFormat);
    const pinHash = body.pin !== undefined ? await this.passwords.hash(body.pin) : undefined;
    return this.change(user.id, (current) => {
      const change: HouseholdChange = {};
      if (body.removePin) {
        Object.assign(change, { pinHash: null, parentalLock: false, pinFailures: 0, pinLockedUntil: null });
        change.profiles = current.profiles.map((p) => ({ ...p, pinRequired: false }));
      } else if (pinHash) {
        Object.assign(change, { pinHash, pinFailures: 0, pinLockedUntil: null });
      }
      if (body.parentalLock !== undefined && !body.removePin) {
        const hasPin = pinHash !== undefined || current.pinHash !== null;
        if (body.parentalLock && !hasPin) throw ServiceError.invalid(ProfileMessages.pinNotSet);
        change.parentalLock = body.parentalLock;
      }
      return change;
    });
  }

  async confirmAge(principal: Principal | undefined, body: ConfirmAgeRequest): Promise<HouseholdReply> {
    const { user } = await this.load(principal, { manage: true });
    await this.checkPassword(user, body.password);
    const age = ageOn(body.dateOfBirth, this.clock.now());
    if (age === null) throw ServiceError.invalid(ProfileMessages.dateOfBirthInvalid);
    if (age < 18) throw ServiceError.invalid(ProfileMessages.underAge);
    return this.change(user.id, () => ({ dateOfBirth: body.dateOfBirth, ageConfirmedAt: this.clock.now() }));
  }

  /** The gateway's view of the account (its Redis key was missing): read, and written back. */
  async state(userId: string): Promise<HouseholdState> {
    const user = await this.users.findById(userId);
    if (!user) return { profiles: [], parentalLock: false, ageConfirmed: false };
    const household = await this.households.findOrCreate(user.id, { profiles: [primaryProfileOf(user)] });
    return this.states.save(household);
  }

  async onUserErased(userId: string): Promise<void> {
    await this.households.remove(userId);
    await this.states.remove(userId);
  }

  // ---- helpers

  private async load(
    principal: Principal | undefined,
    options: { manage?: boolean } = {},
  ): Promise<{ user: UserRecord; household: Household }> {
    const caller = signedIn(principal);
    if (options.manage) this.assertMayManage(caller);
    const user = await this.users.findById(caller.userId);
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    const household = await this.households.findOrCreate(user.id, { profiles: [primaryProfileOf(user)] });
    return { user, household };
  }

  private assertMayManage(principal: Principal | undefined): void {
    if (principal?.profile?.kids) throw ServiceError.forbidden(ProfileMessages.kidsCannotManage, 'KIDS_PROFILE');
  }

  private applySettings(existing: ProfileDoc, body: UpdateProfileSettingsRequest, household: Household): ProfileDoc {
    const kids = body.kids ?? existing.kids;
    if (kids && existing.id === household.userId) throw ServiceError.invalid(ProfileMessages.primaryCannotBeKids);
    const pinRequired = body.pinRequired ?? existing.pinRequired;
    if (pinRequired && !existing.pinRequired && !household.pinHash) {
      throw ServiceError.invalid(ProfileMessages.pinNotSet);
    }
    return {
      ...existing,
      avatar: body.avatar ?? existing.avatar,
      kids,
      maturityLimit: maturityLimitFor(kids, body.maturityLimit, existing.maturityLimit),
      language: body.language ?? existing.language,
      autoplay: body.autoplay ?? existing.autoplay,
      pinRequired,
    };
  }

  /** Applies a change to the latest revision (read again on a concurrent write), then tells the gateway. */
  private async change(userId: string, makeChange: (current: Household) => HouseholdChange): Promise<HouseholdReply> {
    for (let attempt = 0; attempt < MAX_WRITE_TRIES; attempt += 1) {
      const current = await this.households.find(userId);
      if (!current) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
      const updated = await this.households.update(userId, current.revision, makeChange(current));
      if (updated) {
        await this.states.save(updated);
        return this.reply(updated);
      }
    }
    throw ServiceError.conflict('Profiles were being changed elsewhere. Please try again.');
  }

  private async checkPinIfSet(userId: string, household: Household, pin: string | undefined): Promise<void> {
    if (household.pinHash) await this.checkPin(userId, household, pin);
  }

  /**
   * Checks the account PIN. Wrong tries are counted in the household (so every replica and device
   * shares the count): after PIN_MAX_TRIES in a row, tries are refused for PIN_LOCK_SECONDS.
   */
  private async checkPin(userId: string, household: Household, pin: string | undefined): Promise<void> {
    const now = this.clock.now();
    const lockedFor = (household.pinLockedUntil?.getTime() ?? 0) - now.getTime();
    if (lockedFor > 0) {
      throw ServiceError.rateLimited(ProfileMessages.pinLocked(Math.ceil(lockedFor / 60_000)), 'PIN_LOCKED');
    }
    if (!pin) throw ServiceError.invalid(ProfileMessages.pinRequired);
    const right = PIN_PATTERN.test(pin) && (await this.passwords.verify(household.pinHash ?? '', pin));
    for (let attempt = 0; attempt < MAX_WRITE_TRIES; attempt += 1) {
      const current = (await this.households.find(userId)) ?? household;
      if (right) {
        if (current.pinFailures === 0) return;
        if (await this.households.update(userId, current.revision, { pinFailures: 0 })) return;
        continue;
      }
      const failures = current.pinFailures + 1;
      const locks = failures >= PIN_MAX_TRIES;
      const change: HouseholdChange = locks
        ? { pinFailures: 0, pinLockedUntil: new Date(now.getTime() + PIN_LOCK_SECONDS * 1000) }
        : { pinFailures: failures };
      if (!(await this.households.update(userId, current.revision, change))) continue;
      if (locks) {
        throw ServiceError.rateLimited(ProfileMessages.pinLocked(Math.ceil(PIN_LOCK_SECONDS / 60)), 'PIN_LOCKED');
      }
      throw ServiceError.forbidden(ProfileMessages.pinIncorrect(PIN_MAX_TRIES - failures), 'PIN_INCORRECT');
    }
    throw ServiceError.conflict('Profiles were being changed elsewhere. Please try again.');
  }

  private async checkPassword(user: UserRecord, password: string | undefined): Promise<void> {
    if (!password) throw ServiceError.invalid(ProfileMessages.passwordRequired);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      throw ServiceError.invalid(ProfileMessages.passwordIncorrect);
    }
  }

  private publicProfile(profile: ProfileDoc, userId: string): ViewerProfile {
    const { id, name, avatar, maturityLimit, kids, language, autoplay, pinRequired } = profile;
    return { id, name, avatar, maturityLimit, kids, language, autoplay, pinRequired, primary: id === userId };
  }

  private reply(household: Household): HouseholdReply {
    return {
      profiles: household.profiles.map((p) => this.publicProfile(p, household.userId)),
      maxProfiles: MAX_PROFILES,
      pinSet: household.pinHash !== null,
      parentalLock: household.parentalLock,
      ageConfirmed: household.ageConfirmedAt !== null,
    };
  }
}
