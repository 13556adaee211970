import { Inject, Injectable, Logger } from '@nestjs/common';
import { Mailer } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { CustomersRepository } from '../customers/customers.repository';
import { haltedMail, reminderMail } from '../receipts/receipt-rules';
import { sameTarget } from '../subscriptions/subscription-window';
import { SubscriptionsRepository, type SubscriptionRecord } from '../subscriptions/subscriptions.repository';

const BATCH = 50;

/**
 * Mails a Renew link RENEWAL_REMINDER_LEAD_MS (3 days) before a plan ends: one reminder per
 * subscription period, claimed by a conditional update so replicas and reruns never send two.
 * A period already followed by another of the same target (renewed early) gets none. Also mails
 * the owner of a halted auto-renewing subscription why access ended, once, retried until it goes.
 */
@Injectable()
export class RenewalRemindersService {
  private readonly logger = new Logger(RenewalRemindersService.name);

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly customers: CustomersRepository,
    private readonly mailer: Mailer,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One pass; returns how many reminders went out. */
  async sendDue(): Promise<number> {
    const now = this.clock();
    const until = new Date(now.getTime() + this.config.RENEWAL_REMINDER_LEAD_MS);
    let sent = 0;
    for (const sub of await this.subscriptions.dueForReminder(now, until, BATCH)) {
      if (!(await this.subscriptions.claimReminder(sub._id, now))) continue;
      try {
        if (await this.sendFor(sub, now)) sent++;
      } catch (err) {
        await this.subscriptions.unclaimReminder(sub._id);
        throw err;
      }
    }
    if (sent > 0) this.logger.log(`${sent} renewal reminder(s) sent`);
    return sent;
  }

  /** One pass over halted subscriptions whose mail is due; returns how many went out. */
  async sendHaltNotices(): Promise<number> {
    let sent = 0;
    for (const sub of await this.subscriptions.dueForHaltNotice(BATCH)) {
      if (!(await this.subscriptions.claimHaltNotice(sub._id))) continue;
      try {
        if (await this.sendHaltNotice(sub)) sent++;
      } catch (err) {
        await this.subscriptions.unclaimHaltNotice(sub._id);
        throw err;
      }
    }
    if (sent > 0) this.logger.log(`${sent} halted-subscription mail(s) sent`);
    return sent;
  }

  private async sendHaltNotice(sub: SubscriptionRecord): Promise<boolean> {
    const customer = await this.customers.find(sub.userId);
    if (!customer?.email) return false; // erased or unknown: nothing to send to
    const mail = haltedMail(
      { customerName: customer.name || null, planTitle: sub.planTitle, episodeName: sub.episodeName },
      this.renewLink(sub),
      customer.language,
    );
    await this.mailer.send({ to: customer.email, ...mail });
    return true;
  }

  /** Profile's subscriptions page with the plan (and episode) to buy again picked. */
  private renewLink(sub: SubscriptionRecord): string {
    const params = new URLSearchParams({ renew: sub.planCode });
    if (sub.episodeName) params.set('episode', sub.episodeName);
    return `${this.config.WEB_APP_URL}/subscriptions?${params.toString()}`;
  }

  private async sendFor(sub: SubscriptionRecord, now: Date): Promise<boolean> {
    const live = await this.subscriptions.liveFor(sub.userId, now);
    if (live.some((other) => other._id !== sub._id && sameTarget(other, sub) && other.startAt >= sub.endAt)) {
      return false; // already renewed
    }
    const customer = await this.customers.find(sub.userId);
    if (!customer?.email) return false; // erased or unknown: nothing to send to
    const mail = reminderMail(
      { customerName: customer.name || null, planTitle: sub.planTitle, episodeName: sub.episodeName, endAt: sub.endAt },
      this.renewLink(sub),
      customer.language,
    );
    await this.mailer.send({ to: customer.email, ...mail });
    return true;
  }
}
