import { Inject, Injectable } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { MandateReportService } from './mandate-report.service';

/** The mandate mismatch report, once a day (MANDATE_REPORT_INTERVAL_MS). */
@Injectable()
export class MandateReportJob extends IntervalJob {
  constructor(
    private readonly reports: MandateReportService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.MANDATE_REPORT_INTERVAL_MS;
  }

  protected runOnce(): Promise<unknown> {
    return this.reports.run();
  }
}
