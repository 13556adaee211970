import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AccountDeletionService } from './account-deletion.service';

/** Runs the account deletion sweep on a timer (ACCOUNT_DELETION_SWEEP_MS); one run at a time. */
@Injectable()
export class AccountDeletionJob extends IntervalJob {
  protected readonly logger = new Logger('auth.account-deletion');
  protected readonly runName = 'deletion run';

  constructor(
    private readonly deletion: AccountDeletionService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'ACCOUNT_DELETION_SWEEP_MS'>,
  ) {
    super();
  }

  protected get intervalMs(): number {
    return this.config.ACCOUNT_DELETION_SWEEP_MS;
  }

  protected async runOnce(): Promise<void> {
    const { acknowledged, erased } = await this.deletion.sweep();
    if (acknowledged + erased > 0) this.logger.log(`acknowledged ${acknowledged}, erased ${erased} account(s)`);
  }
}
