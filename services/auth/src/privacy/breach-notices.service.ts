import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AuthMessages,
  BREACH_AUDIENCES,
  BREACH_NOTICE_MAX_EMAILS,
  BREACH_NOTICE_TEXT_MAX,
  PrivacyMessages,
  type BreachNotice,
  type BreachNoticeList,
  type BreachNoticeReply,
  type Principal,
  type SendBreachNoticeRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { breachNoticeMail, type BreachNoticeText } from '../mail/templates';
import { BackgroundWork } from '../security/background-work';
import { Clock } from '../security/clock';
import { isValidEmail, normalizeEmail } from '../users/account-rules';
import { UsersRepository, type UserContact } from '../users/users.repository';
import { BreachNoticesRepository, type StoredBreachNotice } from './breach-notices.repository';

/** Accounts read and mailed per page of a notice to everyone. */
const PAGE = 200;
/** Notices listed for the Board's report. */
const LIST_LIMIT = 200;

/**
 * Data-breach notices (docs/privacy.md, "Data-breach notice"): an admin records one (the four parts
 * the DPDP Rules ask for) and it is mailed to each affected account in the background; the record
 * keeps who sent it, when, to how many accounts and how many were mailed.
 */
@Injectable()
export class BreachNoticesService {
  private readonly logger = new Logger('auth.breach-notices');

  constructor(
    private readonly notices: BreachNoticesRepository,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    private readonly background: BackgroundWork,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'BREACH_NOTICE_LEASE_MS'>,
  ) {}

  async send(principal: Principal | undefined, input: SendBreachNoticeRequest): Promise<BreachNoticeReply> {
    if (!principal?.isAdmin) throw ServiceError.forbidden(AuthMessages.adminRequired);
    const text = textOf(input);
    const audience = input?.audience;
    if (!audience || !(BREACH_AUDIENCES as readonly string[]).includes(audience)) {
      throw ServiceError.invalid(PrivacyMessages.breachAudienceInvalid);
    }
    let listed: UserContact[] | null = null;
    if (audience === 'accounts') {
      const emails = [...new Set((input.emails ?? []).map((e) => normalizeEmail(e)).filter(Boolean))];
      if (emails.length === 0 || emails.length > BREACH_NOTICE_MAX_EMAILS || !emails.every(isValidEmail)) {
        throw ServiceError.invalid(PrivacyMessages.breachAudienceInvalid);
      }
      listed = await this.users.contactsByEmails(emails);
      if (listed.length === 0) throw ServiceError.invalid(PrivacyMessages.breachNoAccounts);
    }
    const accounts = listed ? listed.length : await this.users.countContacts();
    const sentAt = this.clock.now();
    const stored = await this.notices.create({
      ...text,
      audience,
      accounts,
      mailed: 0,
      sentByUserId: principal.userId,
      sentBy: principal.email,
      sentAt,
      ...(listed ? { recipientIds: listed.map((c) => c.id) } : {}),
      leaseUntil: this.leaseFrom(sentAt),
    });
    this.background.run('breach notice', () => this.mailAll(stored, listed));
    return { notice: toReply(stored) };
  }

  async list(principal: Principal | undefined): Promise<BreachNoticeList> {
    if (!principal?.isAdmin) throw ServiceError.forbidden(AuthMessages.adminRequired);
    return { notices: (await this.notices.list(LIST_LIMIT)).map(toReply) };
  }

  /** Takes one notice whose mailing stopped partway (its lease ran out) and mails the rest. */
  async resumeAbandoned(): Promise<boolean> {
    const now = this.clock.now();
    const notice = await this.notices.takeAbandoned(now, this.leaseFrom(now));
    if (!notice) return false;
    this.logger.log(`resuming breach notice ${notice.id} (${notice.mailed} of ${notice.accounts} mailed)`);
    const listed = notice.recipientIds ? await this.users.contactsByIds(notice.recipientIds) : null;
    await this.mailAll(notice, listed);
    return true;
  }

  /**
   * Mails each affected account once: each copy is claimed before it is sent (a unique key), so a
   * resumed or parallel run never mails an account twice; a failed mail gives its claim back and is
   * logged while the others still go. The lease is renewed as it goes and the place in the list of
   * every account is kept, so a stopped mailing resumes where it was.
   */
  private async mailAll(notice: StoredBreachNotice, listed: UserContact[] | null): Promise<void> {
    const mailPage = async (contacts: UserContact[]) => {
      for (const contact of contacts) {
        if (!(await this.notices.claim(notice.id, contact.id, this.clock.now()))) continue;
        try {
          await this.mailer.send(breachNoticeMail(contact.email, contact.name, notice, notice.sentAt));
        } catch (err) {
          await this.notices.release(notice.id, contact.id);
          this.logger.warn(`breach notice ${notice.id} to ${contact.id}: ${err instanceof Error ? err.message : err}`);
          continue;
        }
        await this.notices.markSent(notice.id, contact.id, this.clock.now());
        await this.notices.countMailed(notice.id);
        await this.notices.progress(notice.id, this.leaseFrom(this.clock.now()));
      }
    };
    if (listed) {
      await mailPage(listed);
    } else {
      let after: string | null = notice.cursor ?? null;
      for (;;) {
        const page = await this.users.contactsPage(after, PAGE);
        if (page.length === 0) break;
        await mailPage(page);
        after = page[page.length - 1]!.id;
        await this.notices.progress(notice.id, this.leaseFrom(this.clock.now()), after);
      }
    }
    await this.notices.finish(notice.id, this.clock.now());
  }

  private leaseFrom(at: Date): Date {
    return new Date(at.getTime() + this.config.BREACH_NOTICE_LEASE_MS);
  }
}

/** The four parts, each required and at most BREACH_NOTICE_TEXT_MAX characters. */
export function textOf(input: Partial<Record<keyof BreachNoticeText, unknown>> | undefined): BreachNoticeText {
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const text = {
    whatHappened: part(input?.whatHappened),
    dataAffected: part(input?.dataAffected),
    whatWeDid: part(input?.whatWeDid),
    whatYouCanDo: part(input?.whatYouCanDo),
  };
  const parts = Object.values(text);
  if (parts.some((p) => !p)) throw ServiceError.invalid(PrivacyMessages.breachTextRequired);
  if (parts.some((p) => p.length > BREACH_NOTICE_TEXT_MAX))
    throw ServiceError.invalid(PrivacyMessages.breachTextTooLong);
  return text;
}

function toReply(notice: StoredBreachNotice): BreachNotice {
  return {
    id: notice.id,
    whatHappened: notice.whatHappened,
    dataAffected: notice.dataAffected,
    whatWeDid: notice.whatWeDid,
    whatYouCanDo: notice.whatYouCanDo,
    audience: notice.audience,
    accounts: notice.accounts,
    mailed: notice.mailed,
    sentBy: notice.sentBy,
    sentAt: new Date(notice.sentAt).toISOString(),
  };
}
