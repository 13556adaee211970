import { Injectable } from '@nestjs/common';
import {
  AuthMessages,
  MAX_PROFILES,
  PIN_PATTERN,
  PIN_UNLOCK_SECONDS,
  ProfileMessages,
  SecretCheckLimits,
  type ConfirmAgeRequest,
  type CreateProfileRequest,
  type DeleteProfileRequest,
  type HouseholdReply,
  type HouseholdState,
  type ParentalControlsRequest,
  type ProfileLanguage,
  type Principal,
  type RpcRequest,
  type SecretKind,
  type SelectProfileReply,
  type SelectProfileRequest,
  type UpdateProfileSettingsRequest,
  type ViewerProfile,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import { Clock } from '../security/clock';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits, secretChecksLocked } from '../security/rate-limits';
import { SESSION_TOKEN_SECONDS, TokenIssuer } from '../security/token-issuer';
import type { UserRecord } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { UsersRepository } from '../users/users.repository';
import type { ProfileDoc } from './household.schema';
import { accountLanguageOf } from '../mail/mail-language';
import { HouseholdStates } from './household-states';
import { HouseholdsRepository, type Household, type HouseholdChange } from './households.repository';
import { ageOn, checkProfileName, freeAvatar, loosens, maturityLimitFor, tightens } from './profile-rules';

const MAX_WRITE_TRIES = 5;

/** Who asks and from where: the session's principal and the client address (for the secret-check limits). */
export type Caller = Pick<RpcRequest, 'principal' | 'clientAddress'>;

/** The account holder's own profile, made when the account first needs one; its id is the account's. */
export function primaryProfileOf(user: Pick<UserRecord, 'id' | 'name'>, language: ProfileLanguage = 'en'): ProfileDoc {
  const first = user.name.trim().split(/\s+/)[0] ?? '';
  return {
    id: user.id,
    name: [...(first || 'Me')].slice(0, 20).join(''),
    avatar: 'sunrise',
    maturityLimit: 'A',
    kids: false,
    language,
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
    private readonly limits: RateLimits,
    private readonly alerts: OwnerAlertsService,
  ) {}

  async list(principal: Principal | undefined): Promise<HouseholdReply> {
    const { household } = await this.load(principal);
    return this.reply(household);
  }

  async create({ principal, clientAddress }: Caller, body: CreateProfileRequest): Promise<HouseholdReply> {
    const { user, household } = await this.load(principal, { manage: true });
    const kids = body.kids === true;
    if (body.pinRequired && !household.pinHash) throw ServiceError.invalid(ProfileMessages.pinNotSet);
    // An adult profile (or one above the kids' limits) is a way round the locks: it needs the PIN.
    if (!kids) await this.checkPinIfSet(user.id, household, body.pin, clientAddress);
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

  async update({ principal, clientAddress }: Caller, body: UpdateProfileSettingsRequest): Promise<HouseholdReply> {
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
    if (loosens(existing, next)) await this.checkPinIfSet(user.id, household, body.pin, clientAddress);
    return this.change(user.id, (current) => {
      const others = current.profiles.filter((p) => p.id !== body.id);
      if (others.length === current.profiles.length) throw ServiceError.notFound(ProfileMessages.notFound);
      const name = body.name === undefined ? next.name : checkProfileName(body.name, others);
      const latest = current.profiles.find((p) => p.id === body.id) ?? existing;
      // A tighter rule applies to tokens already out there too: they name an older version.
      const version = (latest.version ?? 0) + (tightens(latest, next) ? 1 : 0);
      return { profiles: current.profiles.map((p) => (p.id === body.id ? { ...next, name, version } : p)) };
    });
  }

  async remove({ principal, clientAddress }: Caller, body: DeleteProfileRequest): Promise<HouseholdReply> {
    const { user, household } = await this.load(principal, { manage: true });
    if (body.id === user.id) throw ServiceError.invalid(ProfileMessages.primaryCannotBeDeleted);
    if (!household.profiles.some((p) => p.id === body.id)) throw ServiceError.notFound(ProfileMessages.notFound);
    await this.checkPinIfSet(user.id, household, body.pin, clientAddress);
    const reply = await this.change(user.id, (current) => ({
      profiles: current.profiles.filter((p) => p.id !== body.id),
    }));
    // After the change, never before: catalog drops the profile's watchlist and history.
    await this.users.appendEvents(user.id, [userEvents.profileDeleted(user.id, body.id)]);
    this.relay.kick();
    return reply;
  }

  /** Makes a profile the active one: a token the clients send with every request. */
  async select({ principal, clientAddress }: Caller, body: SelectProfileRequest): Promise<SelectProfileReply> {
    const { user, household } = await this.load(principal);
    const profile = household.profiles.find((p) => p.id === body.id);
    if (!profile) throw ServiceError.notFound(ProfileMessages.notFound);
    let pinAt: number | undefined;
    if (profile.pinRequired || body.pin) {
      if (!household.pinHash) throw ServiceError.invalid(ProfileMessages.pinNotSet);
      await this.checkPin(user.id, household, body.pin, clientAddress);
      pinAt = Math.floor(this.clock.now().getTime() / 1000);
    } else if (principal?.profile?.kids && !profile.kids) {
      // Kids stay in their room: leaving it takes the account PIN, or the password when none is set.
      if (!body.password && !household.pinHash) {
        throw ServiceError.forbidden(ProfileMessages.kidsLeaveNeedsSecret, 'KIDS_PROFILE');
      }
      if (household.pinHash && !body.password) await this.checkPin(user.id, household, body.pin, clientAddress);
      else await this.checkPassword(user, body.password ?? undefined, clientAddress);
    }
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const secondsLeft = (principal?.tokenExpiresAt ?? 0) - nowSeconds;
    const lifetime = secondsLeft > 0 ? secondsLeft : SESSION_TOKEN_SECONDS;
    return {
      profileToken: this.tokens.issueProfile(user, profile, lifetime, pinAt),
      profile: this.publicProfile(profile, user.id),
      unlockedUntil:
        pinAt !== undefined && household.parentalLock
          ? new Date((pinAt + PIN_UNLOCK_SECONDS) * 1000).toISOString()
          : null,
    };
  }

  async setParentalControls(
    { principal, clientAddress }: Caller,
    body: ParentalControlsRequest,
  ): Promise<HouseholdReply> {
    const { user } = await this.load(principal, { manage: true });
    await this.checkPassword(user, body.password, clientAddress);
    if (body.pin !== undefined && !PIN_PATTERN.test(body.pin)) throw ServiceError.invalid(ProfileMessages.pinFormat);
    const pinHash = body.pin ? await this.passwords.hash(body.pin) : undefined;
    let pinChanged = false;
    const reply = await this.change(user.id, (current) => {
      const change: HouseholdChange = {};
      // A new or removed PIN ends every profile token: one chosen with the old PIN must not outlive it.
      const renewed = (p: ProfileDoc): ProfileDoc => ({ ...p, version: (p.version ?? 0) + 1 });
      pinChanged = body.removePin ? current.pinHash !== null : pinHash !== undefined;
      if (body.removePin) {
        Object.assign(change, { pinHash: null, parentalLock: false });
        change.profiles = current.profiles.map((p) => renewed({ ...p, pinRequired: false }));
      } else if (pinHash) {
        Object.assign(change, { pinHash, profiles: current.profiles.map(renewed) });
      }
      if (body.parentalLock !== undefined && !body.removePin) {
        const hasPin = pinHash !== undefined || current.pinHash !== null;
        if (body.parentalLock && !hasPin) throw ServiceError.invalid(ProfileMessages.pinNotSet);
        change.parentalLock = body.parentalLock;
      }
      return change;
    });
    if (pinChanged) this.alerts.pinChanged(user, body.removePin === true);
    return reply;
  }

  async confirmAge({ principal, clientAddress }: Caller, body: ConfirmAgeRequest): Promise<HouseholdReply> {
    const { user } = await this.load(principal, { manage: true });
    await this.checkPassword(user, body.password, clientAddress);
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

  /**
   * Applies a change to the latest revision (read again on a concurrent write), then tells the
   * gateway; a change of the account's language is published for billing's and support's mails.
   */
  private async change(userId: string, makeChange: (current: Household) => HouseholdChange): Promise<HouseholdReply> {
    for (let attempt = 0; attempt < MAX_WRITE_TRIES; attempt += 1) {
      const current = await this.households.find(userId);
      if (!current) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
      const updated = await this.households.update(userId, current.revision, makeChange(current));
      if (updated) {
        await this.states.save(updated);
        const language = accountLanguageOf(updated);
        if (language !== accountLanguageOf(current)) {
          await this.users.appendEvents(userId, [userEvents.languageChanged(userId, language)]);
          this.relay.kick();
        }
        return this.reply(updated);
      }
    }
    throw ServiceError.conflict('Profiles were being changed elsewhere. Please try again.');
  }

  private async checkPinIfSet(
    userId: string,
    household: Household,
    pin: string | null | undefined,
    address: string | undefined,
  ): Promise<void> {
    if (household.pinHash) await this.checkPin(userId, household, pin, address);
  }

  /**
   * Checks the account PIN through the shared secret-check limiter: the try is counted in Redis
   * before argon2 judges it, so parallel guesses are guesses too (5 per 15 minutes, 20 a day).
   */
  private async checkPin(
    userId: string,
    household: Household,
    pin: string | null | undefined,
    address: string | undefined,
  ): Promise<void> {
    if (!pin) throw ServiceError.invalid(ProfileMessages.pinRequired);
    await this.judgeSecret('pin', userId, address, async () => {
      return PIN_PATTERN.test(pin) && (await this.passwords.verify(household.pinHash ?? '', pin));
    });
  }

  private async checkPassword(
    user: UserRecord,
    password: string | null | undefined,
    address: string | undefined,
  ): Promise<void> {
    if (!password) throw ServiceError.invalid(ProfileMessages.passwordRequired);
    await this.judgeSecret('password', user.id, address, () => this.passwords.verify(user.passwordHash, password));
  }

  /** Counts the try, then judges it; a wrong one says how many are left, the last one locks. */
  private async judgeSecret(
    kind: SecretKind,
    userId: string,
    address: string | undefined,
    isRight: () => Promise<boolean>,
  ): Promise<void> {
    const left = await this.limits.beforeSecretCheck(kind, userId, address);
    if (await isRight()) {
      await this.limits.secretAccepted(kind, userId, address);
      return;
    }
    if (left <= 0) throw secretChecksLocked(kind, SecretCheckLimits[kind].windowSeconds * 1000);
    if (kind === 'pin') throw ServiceError.forbidden(ProfileMessages.pinIncorrect(left), 'PIN_INCORRECT');
    throw ServiceError.invalid(ProfileMessages.passwordIncorrect);
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
