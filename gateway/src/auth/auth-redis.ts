import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** The gateway's Redis connection for account checks (user access states, sign-in limits). */
@Injectable()
export class AuthRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
