import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SubscriptionScope } from '@streamhub/contracts';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Entitlement } from './access-rule';
import { EntitlementDoc } from './entitlement.schema';

export interface EntitlementChange {
  subscriptionId: string;
  userId: string;
  planCode: string;
  scope: SubscriptionScope;
  episodeId: string | null;
  episodeName: string | null;
  startAt: Date;
  endAt: Date;
  active: boolean;
  occurredAt: Date;
}

@Injectable()
export class EntitlementsRepository {
  constructor(@InjectModel(EntitlementDoc.name) private readonly model: Model<EntitlementDoc>) {}

  /**
   * Upserts one subscription's entitlement unless a newer event already changed it. When the
   * record exists and is newer, the filter misses, the upsert tries an insert and the unique
   * subscriptionId index refuses it: that stale event is then ignored.
   */
  async apply(change: EntitlementChange): Promise<boolean> {
    const { occurredAt, ...fields } = change;
    try {
      await this.model.updateOne(
        { subscriptionId: change.subscriptionId, lastEventAt: { $lte: occurredAt } },
        { $set: { ...fields, lastEventAt: occurredAt } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async activeFor(userId: string, now: Date): Promise<Entitlement[]> {
    return this.model
      .find(
        { userId, active: true, endAt: { $gt: now } },
        { _id: 0, scope: 1, episodeId: 1, episodeName: 1, endAt: 1, active: 1 },
      )
      .lean<Entitlement[]>();
  }
}
