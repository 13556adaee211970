import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { BreachNoticesService } from './breach-notices.service';

/**
 * Resumes breach notices whose mailing stopped partway (auth stopped or crashed): on a timer
 * (BREACH_NOTICE_SWEEP_MS) it takes one whose lease ran out and mails the accounts not yet mailed.
 */
@Injectable()
export class BreachNoticesJob extends IntervalJob {
  protected readonly logger = new Logger('auth.breach-notices');
  protected readonly runName = 'breach notice resume';

  constructor(
    private readonly notices: BreachNoticesService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'BREACH_NOTICE_SWEEP_MS'>,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.BREACH_NOTICE_SWEEP_MS;
  }

  protected async runOnce(): Promise<void> {
    await this.notices.resumeAbandoned();
  }
}
