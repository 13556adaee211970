import { Inject, Injectable } from '@nestjs/common';
import { AnalyticsMessages } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';
import { AccountRateLimit } from '../common/account-rate-limit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const MINUTE_SECONDS = 60;

/**
 * Batches of playback events per account per minute: a player sends one every 10 s or so, so the
 * budget allows a household's screens with room to spare, not a flood. Counters live in Redis;
 * while it is away each process limits in memory.
 */
@Injectable()
export class PlaybackRateLimit {
  private readonly perAccount: AccountRateLimit;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.perAccount = new AccountRateLimit(redis.client, {
      prefix: 'gateway:rl:playback-account',
      points: config.PLAYBACK_BATCHES_PER_MINUTE,
      windowSeconds: MINUTE_SECONDS,
      message: AnalyticsMessages.tooManyBatches,
    });
  }

  consume(accountId: string): Promise<void> {
    return this.perAccount.consume(accountId);
  }
}
