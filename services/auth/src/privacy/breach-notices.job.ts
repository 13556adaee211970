import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { BreachNoticesService } from './breach-notices.service';

/**
 * Resumes breach notices whose mailing stopped partway (auth stopped or crashed): on a timer
 * (BREACH_NOTICE_SWEEP_MS) it takes one whose lease ran out and mails the accounts not yet mailed.
 */
@Injectable()
export class BreachNoticesJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('auth.breach-notices');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly notices: BreachNoticesService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'BREACH_NOTICE_SWEEP_MS'>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.BREACH_NOTICE_SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = this.notices
      .resumeAbandoned()
      .then(() => undefined)
      .catch((err: unknown) => {
        this.logger.warn(`breach notice resume failed: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }
}
