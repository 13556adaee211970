import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { upsertUnlessNewer } from '@streamhub/nest-kit';
import { HeldSubscriptionDoc } from './held-subscription.schema';
import type { HeldSubscription } from './subscription-summary';

export type HeldSubscriptionChange = Omit<HeldSubscriptionDoc, 'lastEventAt'> & { occurredAt: Date };

@Injectable()
export class HeldSubscriptionsRepository {
  constructor(@InjectModel(HeldSubscriptionDoc.name) private readonly model: Model<HeldSubscriptionDoc>) {}

  /** Upserts one subscription unless a newer event already changed it. */
  async apply(change: HeldSubscriptionChange): Promise<boolean> {
    const { occurredAt, ...fields } = change;
    return upsertUnlessNewer(this.model, { subscriptionId: change.subscriptionId }, fields, occurredAt);
  }

  async forUser(userId: string): Promise<HeldSubscription[]> {
    return this.model
      .find({ userId }, { _id: 0, planCode: 1, planTitle: 1, scope: 1, episodeName: 1, endAt: 1, state: 1 })
      .lean<HeldSubscription[]>();
  }
}
