import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../config';

/** The service's one Redis connection (rate-limit counters, user access states). */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly redis: Redis;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'REDIS_URL'>) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
