import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
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
    // Commands report the outage to their callers; the connection says it once per outage, not per
    // reconnect attempt (ioredis prints a stack trace for every attempt when nobody listens).
    const logger = new Logger('gateway.redis');
    let away = false;
    this.client.on('error', (err: Error) => {
      if (away) return;
      away = true;
      logger.warn(`Redis unreachable: ${err.message}`);
    });
    this.client.on('ready', () => {
      if (away) logger.log('Redis reachable again');
      away = false;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
