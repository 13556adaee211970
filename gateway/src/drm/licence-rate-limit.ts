import { Inject, Injectable } from '@nestjs/common';
import { DrmMessages } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';
import { AccountRateLimit } from '../common/account-rate-limit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const MINUTE_SECONDS = 60;

/**
 * Licence requests per account (or, for a guest, per address) per minute: a player asks once per
 * playback; a flood is a key-harvesting client. Counters in Redis, in memory while it is away.
 */
@Injectable()
export class LicenceRateLimit {
  private readonly limiter: AccountRateLimit;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.limiter = new AccountRateLimit(redis.client, {
      prefix: 'gateway:rl:drm-licence',
      points: config.LICENCES_PER_USER_PER_MINUTE,
      windowSeconds: MINUTE_SECONDS,
      message: DrmMessages.tooManyLicences,
    });
  }

  consume(key: string): Promise<void> {
    return this.limiter.consume(key);
  }
}
