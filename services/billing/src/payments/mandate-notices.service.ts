import { Inject, Injectable, Logger } from '@nestjs/common';
import { BillingMessages, type UserSubscription } from '@streamhub/contracts';
import { Mailer, ServiceError } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { paiseToRupees } from '../common/money';
import { BILLING_CONFIG, type BillingConfig } from '../config';
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

/** A date and time as people in India read it. */
function indianDateTime(at: Date): string {
  return at.toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** The pre-debit notice: what will be charged, when, for what, and the one-click way to stop it. */
export function preDebitMail(
  fields: { customerName: string | null; planTitle: string; chargePaise: number; chargeAt: Date; durationDays: number },
  stopUrl: string,
): { subject: string; text: string } {
  const amount = `₹${paiseToRupees(fields.chargePaise).toFixed(2)}`;
  const when = indianDateTime(fields.chargeAt);
  const lines = [
    `Hello${fields.customerName ? ` ${fields.customerName}` : ''},`,
    '',
    `Your auto-renew of ${fields.planTitle} will charge ${amount} on ${when} (IST),`,
    `through the UPI AutoPay or card mandate you set up, for the next ${fields.durationDays} days.`,
    '',
    `Don't want it? Stop auto-renew with one click: ${stopUrl}`,
    'Nothing more will be charged and your access continues until the end of the paid period.',
    'You can also turn it off under Profile → Subscriptions.',
  ];
  return { subject: `Upcoming charge of ${amount} for ${fields.planTitle} on ${when}`, text: lines.join('\n') };
}

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

/** How to stop a mandate, as every mail about one says. */
const HOW_TO_STOP = [
  'You can stop auto-renew at any time under Profile → Subscriptions (Cancel auto-renew); nothing more',
  'is charged after that and your access continues until the end of the paid period. Before every',
  'charge you also get a notice by mail with a one-click link to stop it.',
];

/** The mandate is set up: amount, frequency, the first charge's date, how to stop it. */
export function mandateSetUpMail(
  hello: string,
  sub: Pick<SubscriptionRecord, 'planTitle' | 'chargePaise' | 'durationDays' | 'trialEndsAt' | 'startAt' | 'endAt'>,
): { subject: string; text: string } {
  const amount = rupees(sub.chargePaise ?? 0);
  const first = sub.trialEndsAt
    ? `First charge: ${amount} on ${indianDateTime(sub.trialEndsAt)} (IST), when your free trial ends; nothing is charged before.`
    : `First charge: ${amount}, taken on ${indianDateTime(sub.startAt)} (IST); the next on ${indianDateTime(sub.endAt)} (IST).`;
  return {
    subject: `Auto-renew of ${sub.planTitle} is set up`,
    text: [
      hello,
      '',
      `Your UPI AutoPay or card mandate for ${sub.planTitle} is set up.`,
      `Amount: ${amount}, charged every ${sub.durationDays} days.`,
      first,
      '',
      ...HOW_TO_STOP,
    ].join('\n'),
  };
}

/** One charge attempt failed: what, when, what happens next. */
export function chargeFailedMail(
  hello: string,
  sub: Pick<SubscriptionRecord, 'planTitle' | 'endAt' | 'accessEndAt'>,
  amountPaise: number,
): { subject: string; text: string } {
  const amount = rupees(amountPaise);
  const accessUntil = sub.accessEndAt && sub.accessEndAt > sub.endAt ? sub.accessEndAt : sub.endAt;
  return {
    subject: `Payment of ${amount} for ${sub.planTitle} failed`,
    text: [
      hello,
      '',
      `The auto-renew charge of ${amount} for ${sub.planTitle} through your mandate failed.`,
      'It is retried about once a day for a few days; please check that your UPI app or card allows it.',
      `Your access continues until ${indianDateTime(accessUntil)} (IST) while it is retried; if every retry fails, auto-renew stops.`,
      '',
      ...HOW_TO_STOP,
    ].join('\n'),
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
    const hello = `Hello${customer.name ? ` ${customer.name}` : ''},`;
    const access =
      sub.endAt.getTime() > this.clock().getTime()
        ? `Your access continues until ${indianDateTime(sub.endAt)} (IST).`
        : 'Your access to the plan has ended.';
    if (mail.kind === 'mandate-set-up') {
      if (customer.deleted === true || customer.status === 'inactive') return false;
      await this.mailer.send({ to: customer.email, ...mandateSetUpMail(hello, sub) });
      return true;
    }
    if (mail.kind === 'charge-failed') {
      if (customer.deleted === true || customer.status === 'inactive') return false;
      await this.mailer.send({ to: customer.email, ...chargeFailedMail(hello, sub, mail.amountPaise) });
      return true;
    }
    if (mail.kind === 'refund') {
      const amount = `₹${paiseToRupees(mail.amountPaise).toFixed(2)}`;
      await this.mailer.send({
        to: customer.email,
        subject: `Refund of ${amount} for ${sub.planTitle}`,
        text: [
          hello,
          '',
          `${amount} paid for ${sub.planTitle} is being returned to the payment method it was charged to.`,
          'It usually reaches your account within 5–7 working days, depending on your bank.',
          access,
          'Auto-renew is off: nothing more will be charged.',
        ].join('\n'),
      });
      return true;
    }
    await this.mailer.send({
      to: customer.email,
      subject: `Auto-renew of ${sub.planTitle} is cancelled`,
      text: [
        hello,
        '',
        `The UPI AutoPay or card mandate for ${sub.planTitle} is cancelled: nothing more will be charged.`,
        access,
      ].join('\n'),
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
