import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MandateReportService } from './mandate-report.service';

/** The mandate mismatch report, once a day (MANDATE_REPORT_INTERVAL_MS). */
@Injectable()
export class MandateReportJob extends IntervalJob {
  protected readonly logger = new Logger(MandateReportJob.name);
  protected readonly runName = 'mandate report run';

  constructor(
    private readonly reports: MandateReportService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.MANDATE_REPORT_INTERVAL_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.reports.run();
  }
}
