import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { CouponRedemptionsService } from './coupon-redemptions.service';

/**
 * A coupon use is held from the order until its payment; an order still unpaid COUPON_HOLD_MS after
 * it was made gives the use back (a payment arriving later still counts it, see PaymentsService.grant).
 * Safe with several replicas: each release is a conditional update of the order.
 */
@Injectable()
export class CouponReleaseJob extends IntervalJob {
  protected readonly logger = new Logger(CouponReleaseJob.name);
  protected readonly runName = 'coupon release run';

  constructor(
    private readonly redemptions: CouponRedemptionsService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.PAYMENT_RECONCILE_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.redemptions.releaseStale(this.config.COUPON_HOLD_MS);
  }
}
