import { Injectable, Logger } from '@nestjs/common';
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
    const stored = await this.notices.create({
      ...text,
      audience,
      accounts,
      mailed: 0,
      sentByUserId: principal.userId,
      sentBy: principal.email,
      sentAt: this.clock.now(),
    });
    this.background.run('breach notice', () => this.mailAll(stored, listed));
    return { notice: toReply(stored) };
  }

  async list(principal: Principal | undefined): Promise<BreachNoticeList> {
    if (!principal?.isAdmin) throw ServiceError.forbidden(AuthMessages.adminRequired);
    return { notices: (await this.notices.list(LIST_LIMIT)).map(toReply) };
  }

  /** Mails each affected account once; a failed mail is logged and the others still go. */
  private async mailAll(notice: StoredBreachNotice, listed: UserContact[] | null): Promise<void> {
    const mailPage = async (contacts: UserContact[]) => {
      for (const contact of contacts) {
        try {
          await this.mailer.send(breachNoticeMail(contact.email, contact.name, notice, notice.sentAt));
          await this.notices.countMailed(notice.id);
        } catch (err) {
          this.logger.warn(`breach notice ${notice.id} to ${contact.id}: ${err instanceof Error ? err.message : err}`);
        }
      }
    };
    if (listed) return mailPage(listed);
    let after: string | null = null;
    for (;;) {
      const page = await this.users.contactsPage(after, PAGE);
      if (page.length === 0) return;
      await mailPage(page);
      after = page[page.length - 1]!.id;
    }
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
