import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AccountDeletionService } from './account-deletion.service';

/** Runs the account deletion sweep on a timer (ACCOUNT_DELETION_SWEEP_MS); one run at a time. */
@Injectable()
export class AccountDeletionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('auth.account-deletion');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly deletion: AccountDeletionService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'ACCOUNT_DELETION_SWEEP_MS'>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.ACCOUNT_DELETION_SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = this.deletion
      .sweep()
      .then(({ acknowledged, erased }) => {
        if (acknowledged + erased > 0) this.logger.log(`acknowledged ${acknowledged}, erased ${erased} account(s)`);
      })
      .catch((err: unknown) => {
        this.logger.warn(`deletion run failed: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }
}
