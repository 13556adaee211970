import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { DEFAULT_PLANS } from './default-plans';
import { PlansRepository } from './plans.repository';

/**
 * A local stack starts with the default plans, so a new viewer can subscribe and watch at once:
 * when SEED_DEMO_PLANS is on and there is no plan at all, the defaults of POST /subscriptions/seed
 * are created. Never changes existing plans (an admin's edits and deactivations stay), except that
 * default plans stored before quality tiers existed get their tier and screens once, and those
 * stored before downloads their download allowance once (docs/offline.md).
 */
@Injectable()
export class DemoPlansSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('billing.seed');

  constructor(
    private readonly plans: PlansRepository,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let tiered = 0;
    let allowed = 0;
    for (const { code, maxQuality, screens, downloads, downloadDevices } of DEFAULT_PLANS) {
      if (await this.plans.giveTierIfMissing(code, { maxQuality, screens })) tiered++;
      if (await this.plans.giveDownloadsIfMissing(code, { downloads, downloadDevices })) allowed++;
    }
    if (tiered > 0) this.logger.log(`gave ${tiered} default plans stored before quality tiers their tier and screens`);
    if (allowed > 0) this.logger.log(`gave ${allowed} default plans stored before downloads their download allowance`);
    if (!this.config.SEED_DEMO_PLANS) return;
    if ((await this.plans.list({ activeOnly: false })).length > 0) return;
    let created = 0;
    for (const plan of DEFAULT_PLANS) if (await this.plans.createIfMissing(plan)) created++;
    this.logger.log(`demo plans: ${created} default plans created`);
  }
}
