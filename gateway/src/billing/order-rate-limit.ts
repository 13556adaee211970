import { Inject, Injectable } from '@nestjs/common';
import { BillingMessages } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';
import { AccountRateLimit } from '../common/account-rate-limit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const MINUTE_SECONDS = 60;

/**
 * Orders per user per minute: each new one is a call to the payment provider and a document.
 * Counters live in Redis (shared by gateway replicas); while it is away each process limits in memory.
 */
@Injectable()
export class OrderRateLimit {
  private readonly perUser: AccountRateLimit;

  constructor(redis: AuthRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.perUser = new AccountRateLimit(redis.client, {
      prefix: 'gateway:rl:orders-user',
      points: config.ORDERS_PER_USER_PER_MINUTE,
      windowSeconds: MINUTE_SECONDS,
      message: BillingMessages.tooManyOrders,
    });
  }

  consume(userId: string): Promise<void> {
    return this.perUser.consume(userId);
  }
}
