import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Connection } from 'mongoose';

interface ProviderPlanDoc {
  /** `<plan code>:<price in paise>:<days>`: a new price or period is a new provider plan. */
  _id: string;
  providerPlanId: string;
  createdAt: Date;
}

/** The provider plan (Razorpay plan_…) made for each plan, price and period, made once and remembered. */
@Injectable()
export class ProviderPlansRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get plans() {
    return this.connection.collection<ProviderPlanDoc>('provider_plans');
  }

  static key(planCode: string, pricePaise: number, durationDays: number): string {
    return `${planCode}:${pricePaise}:${durationDays}`;
  }

  async find(key: string): Promise<string | null> {
    return (await this.plans.findOne({ _id: key }))?.providerPlanId ?? null;
  }

  /** Remembers the provider plan; when another replica remembered one first, that one is kept and returned. */
  async remember(key: string, providerPlanId: string, at: Date): Promise<string> {
    try {
      await this.plans.insertOne({ _id: key, providerPlanId, createdAt: at });
      return providerPlanId;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.find(key)) ?? providerPlanId;
    }
  }
}
