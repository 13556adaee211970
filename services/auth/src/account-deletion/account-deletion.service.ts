import { Inject, Injectable } from '@nestjs/common';
import {
  AuthMessages,
  type AccountDeletion,
  type Principal,
  type RequestAccountDeletionRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { deletionAcknowledgementMail } from '../mail/templates';
import { BackgroundWork } from '../security/background-work';
import { Clock } from '../security/clock';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { UserAccessStates } from '../security/user-access-states';
import type { UserRecord } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { UsersRepository } from '../users/users.repository';

/** Accounts handled per run of the deletion job; the next run takes the rest. */
const BATCH = 100;
/** An acknowledgement the request itself is still sending is not the job's to retry yet. */
const ACK_RETRY_AFTER_MS = 60_000;

/**
 * A user's own account deletion (the data deletion policy): the request is stored, the account
 * closed and signed out at once, and the request acknowledged by mail. After the grace period the
 * deletion job erases the account; `auth.user.erased` tells the other services to erase or
 * anonymise what they hold (billing keeps payment records, without the person's details).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly states: UserAccessStates,
    private readonly relay: EventsRelay,
    private readonly mailer: Mailer,
    private readonly background: BackgroundWork,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG)
    private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL' | 'ACCOUNT_DELETION_GRACE_SECONDS'>,
    private readonly limits: RateLimits,
  ) {}

  /** Whole days of the grace period, as the policy and the messages state it. */
  get graceDays(): number {
    return Math.max(1, Math.ceil(this.config.ACCOUNT_DELETION_GRACE_SECONDS / 86_400));
  }

  async request(principal: Principal | undefined, input: RequestAccountDeletionRequest): Promise<AccountDeletion> {
    const password = typeof input?.password === 'string' ? input.password : '';
    if (!password) throw ServiceError.invalid(AuthMessages.deletionPasswordRequired);
    const user = principal ? await this.users.findById(principal.userId) : null;
    if (!user || user.status !== 'active') throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    if (user.email === this.config.OWNER_ADMIN_EMAIL) throw ServiceError.forbidden(AuthMessages.deletionNotAllowed);
    // The password check shares sign-in's limit on failed attempts: the form is no way round it.
    await this.limits.beforeSignin(user.email);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      throw ServiceError.invalid(AuthMessages.deletionPasswordIncorrect);
    }
    await this.limits.signinSucceeded(user.email);

    const requestedAt = this.clock.now();
    const eraseAfter = new Date(requestedAt.getTime() + this.config.ACCOUNT_DELETION_GRACE_SECONDS * 1_000);
    const closed = await this.users.requestDeletion(user.id, { requestedAt, eraseAfter }, [
      userEvents.statusChanged(user.id, 'inactive'),
    ]);
    if (!closed) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    await this.states.save(closed);
    this.relay.kick();
    this.background.run('deletion acknowledgement', () => this.acknowledge(closed));
    return { requestedAt: requestedAt.toISOString(), eraseAfter: eraseAfter.toISOString() };
  }

  /**
   * One run of the deletion job: acknowledgements that could not be sent are sent again, and
   * accounts past their grace period are erased. Each erasure is a conditional write, so runs on
   * several replicas never erase twice.
   */
  async sweep(): Promise<{ acknowledged: number; erased: number }> {
    const now = this.clock.now();
    let acknowledged = 0;
    const unsent = await this.users.unacknowledgedDeletions(new Date(now.getTime() - ACK_RETRY_AFTER_MS), BATCH);
    for (const user of unsent) {
      await this.acknowledge(user);
      acknowledged += 1;
    }
    let erased = 0;
    for (const user of await this.users.dueDeletions(now, BATCH)) {
      const requestedAt = user.deletion?.requestedAt ?? now;
      if (!(await this.users.erase(user.id, now, [userEvents.erased(user.id, requestedAt)]))) continue;
      await this.states.markDeleted(user.id);
      erased += 1;
    }
    if (erased > 0) this.relay.kick();
    return { acknowledged, erased };
  }

  private async acknowledge(user: UserRecord): Promise<void> {
    if (!user.deletion) return;
    await this.mailer.send(deletionAcknowledgementMail(user.email, user.name, user.deletion, this.graceDays));
    await this.users.markDeletionAcknowledged(user.id, this.clock.now());
  }
}
