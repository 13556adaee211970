import { Inject, Injectable, Logger } from '@nestjs/common';
import { BillingMessages, type ProfileLanguage, type UserSubscription } from '@streamhub/contracts';
import { Mailer, ServiceError } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { billingMailText, helloOf, mailDateTime, mailMoney } from '../mail/mail-text';
import { CustomersRepository } from '../customers/customers.repository';
import { toUserSubscription } from '../subscriptions/subscription-view';
import type { MoneyMailKind } from '../subscriptions/subscription.schema';
import { SubscriptionsRepository, type SubscriptionRecord } from '../subscriptions/subscriptions.repository';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { signStopToken, verifyStopToken } from './mandate-link';
import { MandatesService } from './mandates.service';

const BATCH = 50;
/** A stop link works until a week after the charge it announces. */
const LINK_VALID_AFTER_CHARGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The pre-debit notice: what will be charged, when, for what, and the one-click way to stop it. */
export function preDebitMail(
  fields: { customerName: string | null; planTitle: string; chargePaise: number; chargeAt: Date; durationDays: number },
  stopUrl: string,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const amount = mailMoney(fields.chargePaise);
  const when = mailDateTime(lang, fields.chargeAt);
  const plan = fields.planTitle;
  const lines = [
    helloOf(w, fields.customerName),
    '',
    w.preDebitWillCharge({ plan, amount, when, days: String(fields.durationDays) }),
    '',
    w.preDebitStopLink({ url: stopUrl }),
    w.preDebitNothingMore,
    w.preDebitAlsoProfile,
  ];
  return { subject: w.preDebitSubject({ amount, plan, when }), text: lines.join('\n') };
}

/** The mandate is set up: amount, frequency, the first charge's date, how to stop it. */
export function mandateSetUpMail(
  customerName: string | null,
  sub: Pick<SubscriptionRecord, 'planTitle' | 'chargePaise' | 'durationDays' | 'trialEndsAt' | 'startAt' | 'endAt'>,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const amount = mailMoney(sub.chargePaise ?? 0);
  const plan = sub.planTitle;
  const first = sub.trialEndsAt
    ? w.firstChargeAfterTrial({ amount, when: mailDateTime(lang, sub.trialEndsAt) })
    : w.firstChargeTaken({ amount, when: mailDateTime(lang, sub.startAt), next: mailDateTime(lang, sub.endAt) });
  return {
    subject: w.setUpSubject({ plan }),
    text: [
      helloOf(w, customerName),
      '',
      w.setUpDone({ plan }),
      w.setUpAmount({ amount, days: String(sub.durationDays) }),
      first,
      '',
      w.howToStop,
    ].join('\n'),
  };
}

/** One charge attempt failed: what, when, what happens next. */
export function chargeFailedMail(
  customerName: string | null,
  sub: Pick<SubscriptionRecord, 'planTitle' | 'endAt' | 'accessEndAt'>,
  amountPaise: number,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const amount = mailMoney(amountPaise);
  const plan = sub.planTitle;
  const accessUntil = sub.accessEndAt && sub.accessEndAt > sub.endAt ? sub.accessEndAt : sub.endAt;
  return {
    subject: w.chargeFailedSubject({ amount, plan }),
    text: [
      helloOf(w, customerName),
      '',
      w.chargeFailedWhat({ amount, plan }),
      w.chargeFailedRetry,
      w.chargeFailedAccess({ until: mailDateTime(lang, accessUntil) }),
      '',
      w.howToStop,
    ].join('\n'),
  };
}

/** The mandate's money is going back (refund), or the mandate is cancelled: access and charges after it. */
export function moneyBackMail(
  kind: 'refund' | 'mandate-cancelled',
  customerName: string | null,
  sub: Pick<SubscriptionRecord, 'planTitle' | 'endAt'>,
  amountPaise: number,
  now: Date,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const plan = sub.planTitle;
  const access =
    sub.endAt.getTime() > now.getTime() ? w.accessUntil({ until: mailDateTime(lang, sub.endAt) }) : w.accessEnded;
  if (kind === 'refund') {
    const amount = mailMoney(amountPaise);
    return {
      subject: w.refundSubject({ amount, plan }),
      text: [helloOf(w, customerName), '', w.refundWhat({ amount, plan }), w.refundWhen, access, w.autoRenewOff].join(
        '\n',
      ),
    };
  }
  return {
    subject: w.cancelledSubject({ plan }),
    text: [helloOf(w, customerName), '', w.cancelledWhat({ plan }), access].join('\n'),
  };
}

/**
 * Pre-debit notices (RBI e-mandate practice): every renewing subscription's next charge is
 * announced by mail PRE_DEBIT_NOTICE_LEAD_MS (at least a day) before it falls, once per period
 * (claimed with a conditional update), with a signed link that stops the mandate without signing in.
 */
@Injectable()
export class MandateNoticesService {
  private readonly logger = new Logger(MandateNoticesService.name);

  constructor(
    private readonly records: SubscriptionsRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly customers: CustomersRepository,
    private readonly mandates: MandatesService,
    private readonly mailer: Mailer,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One pass over the notices due; how many went out. */
  async sendDue(): Promise<number> {
    const now = this.clock();
    const until = new Date(now.getTime() + this.config.PRE_DEBIT_NOTICE_LEAD_MS);
    let sent = 0;
    for (const sub of await this.records.dueForPreDebitNotice(now, until, BATCH)) {
      if (!(await this.records.claimPreDebitNotice(sub._id))) continue;
      try {
        if (await this.send(sub)) sent++;
      } catch (err) {
        await this.records.unclaimPreDebitNotice(sub._id);
        throw err;
      }
    }
    if (sent > 0) this.logger.log(`${sent} pre-debit notice(s) sent`);
    return sent;
  }

  private async send(sub: SubscriptionRecord): Promise<boolean> {
    const customer = await this.customers.find(sub.userId);
    if (!customer?.email || customer.deleted === true || customer.status === 'inactive') return false;
    const token = signStopToken(
      sub._id,
      new Date(sub.endAt.getTime() + LINK_VALID_AFTER_CHARGE_MS),
      this.config.RAZORPAY_KEY_SECRET,
    );
    const stopUrl = `${this.config.WEB_APP_URL}/api/v1/subscriptions/auto-renew/stop?token=${encodeURIComponent(token)}`;
    const mail = preDebitMail(
      {
        customerName: customer.name || null,
        planTitle: sub.planTitle,
        chargePaise: sub.chargePaise ?? 0,
        chargeAt: sub.endAt,
        durationDays: sub.durationDays,
      },
      stopUrl,
      customer.language,
    );
    await this.mailer.send({ to: customer.email, ...mail });
    return true;
  }

  /** One pass over the money mails owed (refunds, mandates cancelled); how many went out. */
  async sendMoneyMails(): Promise<number> {
    let sent = 0;
    for (const sub of await this.records.withMoneyMails(BATCH)) {
      for (const mail of sub.moneyMails ?? []) {
        if (!(await this.records.takeMoneyMail(sub._id, mail))) continue;
        try {
          if (await this.sendMoneyMail(sub, mail)) sent++;
        } catch (err) {
          await this.records.returnMoneyMail(sub._id, mail);
          throw err;
        }
      }
    }
    return sent;
  }

  private async sendMoneyMail(
    sub: SubscriptionRecord,
    mail: { kind: MoneyMailKind; amountPaise: number; at: Date },
  ): Promise<boolean> {
    const customer = await this.customers.find(sub.userId);
    if (!customer?.email) return false; // erased or unknown: nothing to send to
    const name = customer.name || null;
    if (mail.kind === 'mandate-set-up') {
      if (customer.deleted === true || customer.status === 'inactive') return false;
      await this.mailer.send({ to: customer.email, ...mandateSetUpMail(name, sub, customer.language) });
      return true;
    }
    if (mail.kind === 'charge-failed') {
      if (customer.deleted === true || customer.status === 'inactive') return false;
      await this.mailer.send({
        to: customer.email,
        ...chargeFailedMail(name, sub, mail.amountPaise, customer.language),
      });
      return true;
    }
    const kind = mail.kind === 'refund' ? 'refund' : 'mandate-cancelled';
    await this.mailer.send({
      to: customer.email,
      ...moneyBackMail(kind, name, sub, mail.amountPaise, this.clock(), customer.language),
    });
    return true;
  }

  /** The notice's link: auto-renew goes off and the mandate is cancelled at the provider at once. */
  async stopByLink(token: unknown): Promise<UserSubscription> {
    const id = verifyStopToken(token, this.clock(), this.config.RAZORPAY_KEY_SECRET);
    const record = id ? await this.records.byId(id) : null;
    if (!record || record.recurring !== true) throw ServiceError.invalid(BillingMessages.invalidStopLink);
    const off = (await this.subscriptions.setAutoRenew(record, 'off', ['halted'])) ?? record;
    await this.records.requestMandateCancel(record._id);
    await this.mandates.stop(record);
    this.logger.log(`mandate ${record.orderId} of subscription ${record._id} stopped from its pre-debit notice`);
    return toUserSubscription((await this.records.byId(record._id)) ?? off, this.clock());
  }
}
