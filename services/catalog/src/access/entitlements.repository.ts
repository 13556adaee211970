import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SubscriptionEvent } from '@streamhub/contracts';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Entitlement } from './access-rule';
import { EntitlementDoc } from './entitlement.schema';

/** A subscription event as the projection stores it: dates as Date, with its effect and time. */
export interface EntitlementChange extends Omit<SubscriptionEvent, 'startAt' | 'endAt'> {
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
