import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/**
 * The gateway's Redis connection for account checks (user access states, sign-in limits), limits
 * and stream sessions. No request waits on a dead Redis for more than a second: every command
 * fails after `REDIS_COMMAND_TIMEOUT_MS` (and after one reconnect attempt), and each use decides
 * whether that fails open or closed (docs/ha.md, "Redis").
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

@Injectable()
export class AuthRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
