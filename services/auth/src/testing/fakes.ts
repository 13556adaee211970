import { Types } from 'mongoose';
import type {
  AnyDomainEvent,
  ClientDevice,
  DeviceSessionKind,
  UserAccessState,
  UserStatus,
} from '@streamhub/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { strictFake } from '@streamhub/testkit';
import { DeviceSessionOpener } from '../device-sessions/device-session-opener';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { BackgroundWork } from '../security/background-work';
import { Clock } from '../security/clock';
import type { OtpChallenge } from '../security/otp';
import type { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import type { TokenIssuer } from '../security/token-issuer';
import { accessStateOf } from '../security/user-access-states';
import type { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import type { StoredConsent } from '../privacy/consent.schema';
import type { ConsentsRepository } from '../privacy/consents.repository';
import { ConsentsService } from '../privacy/consents.service';
import type { NewPendingSignup, PendingSignup } from '../signup/pending-signups.repository';
import type { NewUser, UserRecord } from '../users/user.record';
import { DuplicateEmailError, type UsersRepository } from '../users/users.repository';

/** In-memory stand-ins for the auth service's ports; wrap them with `strictFake` in tests. */

export class FrozenClock extends Clock {
  constructor(private current = new Date('2026-01-15T10:00:00.000Z')) {
    super();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Readable fake hashes; verifyNothing is counted so tests can see unknown emails cost a hash too. */
export class FakePasswordHasher {
  dummyVerifications = 0;
  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `hashed:${password}`;
  }
  async verifyNothing(): Promise<false> {
    this.dummyVerifications += 1;
    return false;
  }
}

export class CapturingMailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
  lastCodeTo(email: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to === email);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
}

export class CountingRelay {
  kicks = 0;
  kick(): void {
    this.kicks += 1;
  }
}

const OWNER_EMAIL_FOR_FAKES = 'owner@streamhub.local';

export class RecordingAccessStates {
  readonly saved: UserRecord[] = [];
  readonly deleted: string[] = [];
  async save(user: UserRecord): Promise<UserAccessState> {
    this.saved.push(user);
    return accessStateOf(user, OWNER_EMAIL_FOR_FAKES);
  }
  async markDeleted(userId: string): Promise<UserAccessState> {
    this.deleted.push(userId);
    return { deleted: true };
  }
}

/** The real limits on the library's in-memory store (the service uses its Redis store). */
export const memoryRateLimits = (signinMaxFailures = 5): RateLimits =>
  new RateLimits(
    (rule) => new RateLimiterMemory({ keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationSeconds }),
    {
      signinMaxFailures,
      signinWindowSeconds: 900,
    },
  );

export class InMemoryPendingSignups {
  readonly rows = new Map<string, PendingSignup>();
  /** The newest pending sign-up of an email (what a test usually looks at). */
  latestOf(email: string): PendingSignup | undefined {
    return [...this.rows.values()].filter((r) => r.email === email).at(-1);
  }
  async listByEmail(email: string, id?: string): Promise<PendingSignup[]> {
    return [...this.rows.values()]
      .filter((r) => r.email === email && (id === undefined || r.id === id))
      .reverse()
      .map((r) => clone(r));
  }
  async create(pending: NewPendingSignup): Promise<string> {
    const id = new Types.ObjectId().toHexString();
    this.rows.set(id, clone({ ...pending, id }));
    return id;
  }
  async replaceOtp(id: string, otp: OtpChallenge): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return false;
    row.otp = { ...otp };
    return true;
  }
  async spendAttempt(id: string, maxAttempts: number): Promise<PendingSignup | null> {
    const row = this.rows.get(id);
    if (!row || row.otp.attempts >= maxAttempts) return null;
    row.otp.attempts += 1;
    return clone(row);
  }
  async deleteAllFor(email: string): Promise<void> {
    for (const [id, row] of this.rows) if (row.email === email) this.rows.delete(id);
  }
}

type UserRow = UserRecord & { outbox: AnyDomainEvent[]; deleted?: boolean };

/** Users with their outbox, as the repository keeps them (events written with each change). */
export class InMemoryUsers {
  readonly rows = new Map<string, UserRow>();

  newId(): string {
    return new Types.ObjectId().toHexString();
  }
  /** A user for a test to act on, stored without events; `fields` replace the defaults. */
  async addUser(fields: Partial<NewUser> & Pick<NewUser, 'email'>): Promise<UserRecord> {
    const defaults = { name: 'N', mobile: '9876543210', role: 'user' as const, passwordHash: 'hashed:x' };
    return this.create({ id: this.newId(), ...defaults, createdAt: new Date(), ...fields }, []);
  }
  async findById(id: string): Promise<UserRecord | null> {
    const row = this.rows.get(id);
    return row && !row.deleted ? record(row) : null;
  }
  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = [...this.rows.values()].find((r) => r.email === email && !r.deleted);
    return row ? record(row) : null;
  }
  async create(user: NewUser, events: AnyDomainEvent[]): Promise<UserRecord> {
    if (await this.findByEmail(user.email)) throw new DuplicateEmailError(user.email);
    const row = {
      ...user,
      status: 'active' as const,
      subscriptionStatus: 'none',
      subscription: null,
      tokenVersion: 0,
      passwordReset: null,
      deletion: null,
      outbox: [...events],
    };
    this.rows.set(user.id, row);
    return record(row);
  }
  async setStatus(id: string, status: UserStatus, events: AnyDomainEvent[]): Promise<UserRecord | null> {
    return this.change(id, (row) => {
      row.status = status;
      if (status === 'inactive') row.tokenVersion += 1;
      if (status === 'active') row.deletion = null;
      row.outbox.push(...events);
    });
  }
  async requestDeletion(
    id: string,
    deletion: { requestedAt: Date; eraseAfter: Date },
    events: AnyDomainEvent[],
  ): Promise<UserRecord | null> {
    if (this.rows.get(id)?.deletion) return null;
    return this.change(id, (row) => {
      row.status = 'inactive';
      row.deletion = { ...deletion, acknowledgedAt: null };
      row.tokenVersion += 1;
      row.outbox.push(...events);
    });
  }
  async markDeletionAcknowledged(id: string, at: Date): Promise<void> {
    await this.change(id, (row) => {
      if (row.deletion) row.deletion.acknowledgedAt = at;
    });
  }
  async unacknowledgedDeletions(madeBefore: Date): Promise<UserRecord[]> {
    return this.live().filter((r) => r.deletion && !r.deletion.acknowledgedAt && r.deletion.requestedAt < madeBefore);
  }
  async dueDeletions(now: Date): Promise<UserRecord[]> {
    return this.live().filter((r) => r.deletion && r.deletion.eraseAfter <= now);
  }
  async erase(id: string, now: Date, events: AnyDomainEvent[]): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.deleted || !row.deletion || row.deletion.eraseAfter > now) return false;
    Object.assign(row, { name: 'Deleted user', mobile: '', email: '', passwordHash: '', deletion: null });
    row.deleted = true;
    row.tokenVersion += 1;
    row.outbox.push(...events);
    return true;
  }
  async setPassword(id: string, passwordHash: string): Promise<UserRecord | null> {
    return this.change(id, (row) => {
      row.passwordHash = passwordHash;
      row.passwordReset = null;
      row.tokenVersion += 1;
    });
  }
  async revokeTokens(id: string): Promise<UserRecord | null> {
    return this.change(id, (row) => {
      row.tokenVersion += 1;
    });
  }
  async promoteToAdmin(id: string, events: AnyDomainEvent[]): Promise<UserRecord | null> {
    return this.change(id, (row) => {
      row.role = 'admin';
      row.outbox.push(...events);
    });
  }
  async softDelete(user: UserRecord, events: AnyDomainEvent[]): Promise<boolean> {
    return (
      (await this.change(user.id, (row) => {
        row.deleted = true;
        row.outbox.push(...events);
      })) !== null
    );
  }
  private live(): UserRecord[] {
    return [...this.rows.values()].filter((r) => !r.deleted).map(record);
  }
  outboxOf(id: string): AnyDomainEvent[] {
    return this.rows.get(id)?.outbox ?? [];
  }
  private async change(id: string, apply: (row: UserRow) => void): Promise<UserRecord | null> {
    const row = this.rows.get(id);
    if (!row || row.deleted) return null;
    apply(row);
    return record(row);
  }
}

/** The user without the repository's bookkeeping, as a copy. */
function record({ outbox: _outbox, deleted: _deleted, ...user }: UserRow): UserRecord {
  return clone(user);
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/**
 * What the account services are built from, fresh for each test: the in-memory stand-ins (kept for
 * assertions) and, as `*Port`, the strict fakes over them that a service is given, so a call to a
 * method no stand-in has fails the test instead of returning undefined.
 */
export function accountFakes<Users extends InMemoryUsers>(users: Users) {
  const passwords = new FakePasswordHasher();
  const mailer = new CapturingMailer();
  const alerts = new RecordedAlerts();
  return {
    users,
    passwords,
    mailer,
    states: new RecordingAccessStates(),
    relay: new CountingRelay(),
    clock: new FrozenClock(),
    background: new BackgroundWork(),
    usersPort: strictFake<UsersRepository>('users', users),
    passwordsPort: strictFake<PasswordHasher>('passwords', passwords),
    mailerPort: strictFake<Mailer>('mailer', mailer),
    alerts,
    alertsPort: strictFake<OwnerAlertsService>('alerts', alerts),
  };
}

/** Owner alerts as a test sees them: which were raised, for whom (mail and links are the service's own tests'). */
export class RecordedAlerts {
  readonly raised: { kind: 'password' | 'pin' | 'signin'; userId: string; device?: string }[] = [];
  passwordChanged(user: { id: string }): void {
    this.raised.push({ kind: 'password', userId: user.id });
  }
  pinChanged(user: { id: string }): void {
    this.raised.push({ kind: 'pin', userId: user.id });
  }
  signedIn(user: { id: string }, device: { id: string } | undefined): void {
    this.raised.push({ kind: 'signin', userId: user.id, ...(device ? { device: device.id } : {}) });
  }
}

/** Opens device sessions in memory: each sign-in gets a fresh session id in its token. */
export class MemoryDeviceSessions extends DeviceSessionOpener {
  readonly opened: { id: string; userId: string; kind: DeviceSessionKind; device: ClientDevice | undefined }[] = [];

  constructor(private readonly tokens: TokenIssuer) {
    super();
  }

  async open(
    user: UserRecord,
    kind: DeviceSessionKind,
    device: ClientDevice | undefined,
    lifetimeSeconds: number,
  ): Promise<string> {
    const id = `session-${String(this.opened.length + 1).padStart(14, '0')}`;
    this.opened.push({ id, userId: user.id, kind, device });
    return this.tokens.issue(user, lifetimeSeconds, id);
  }
}
/** The consent records in memory, newest last (what ConsentsRepository keeps in Mongo). */
export class InMemoryConsents {
  readonly rows: StoredConsent[] = [];
  async append(record: StoredConsent): Promise<void> {
    this.rows.push(clone(record));
  }
  async history(userId: string): Promise<StoredConsent[]> {
    return this.rows
      .filter((r) => r.userId === userId)
      .reverse()
      .map((r) => clone(r));
  }
  async latest(userId: string): Promise<StoredConsent | null> {
    return (await this.history(userId))[0] ?? null;
  }
}

/** A ConsentsService over in-memory records. */
export function consentsFake(clock: Clock, consents = new InMemoryConsents()) {
  return { consents, service: new ConsentsService(strictFake<ConsentsRepository>('consents', consents), clock) };
}
