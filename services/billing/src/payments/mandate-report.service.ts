import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { MandateMismatch, MandateReport, Principal } from '@streamhub/contracts';
import { adminOnly } from '@streamhub/nest-kit';
import type { Connection } from 'mongoose';
import { CLOCK, type Clock } from '../common/clock';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { mandateProblem } from './mandate-report';
import { describeError, PaymentProvider } from './payment-provider';

/** Recurring subscriptions a report checks (newest first); the provider is asked about each. */
const REPORT_LIMIT = 1000;

/**
 * The daily mandate mismatch report: every recurring subscription's state here beside the
 * provider's, the ones that disagree listed (and logged) for admins. Kept per day in
 * `mandate_reports`; admins can also run it at once.
 */
@Injectable()
export class MandateReportService {
  private readonly logger = new Logger(MandateReportService.name);

  constructor(
    private readonly records: SubscriptionsRepository,
    private readonly provider: PaymentProvider,
    @InjectConnection() private readonly connection: Connection,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  adminRun(principal: Principal | undefined): Promise<MandateReport> {
    adminOnly(principal);
    return this.run();
  }

  async run(): Promise<MandateReport> {
    const now = this.clock();
    const subs = await this.records.recurring(REPORT_LIMIT);
    const mismatches: MandateMismatch[] = [];
    for (const sub of subs) {
      const provider = await this.provider
        .fetchSubscription(sub.orderId)
        .then((s) => s.status)
        .catch((err: unknown) => {
          this.logger.warn(`subscription ${sub.orderId} could not be fetched: ${describeError(err)}`);
          return null;
        });
      const problem = mandateProblem(sub, provider, now);
      if (!problem) continue;
      mismatches.push({
        subscriptionId: sub._id,
        userId: sub.userId,
        providerSubscriptionId: sub.orderId,
        ours: { status: sub.status, autoRenew: sub.autoRenew ?? null },
        provider,
        problem,
      });
    }
    const report: MandateReport = { generatedAt: now.toISOString(), checked: subs.length, mismatches };
    const day = report.generatedAt.slice(0, 10);
    await this.connection
      .collection<{ _id: string } & MandateReport>('mandate_reports')
      .replaceOne({ _id: day }, report, { upsert: true });
    if (mismatches.length > 0) {
      this.logger.warn(
        `mandate report: ${mismatches.length} of ${subs.length} recurring subscription(s) disagree with the provider`,
      );
    }
    return report;
  }
}
