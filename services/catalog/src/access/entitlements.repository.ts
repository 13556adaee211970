import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SubscriptionEvent } from '@streamhub/contracts';
import { upsertUnlessNewer } from '@streamhub/nest-kit';
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

  /** Upserts one subscription's entitlement unless a newer event already changed it. */
  async apply(change: EntitlementChange): Promise<boolean> {
    const { occurredAt, ...fields } = change;
    return upsertUnlessNewer(this.model, { subscriptionId: change.subscriptionId }, fields, occurredAt);
  }

  async activeFor(userId: string, now: Date): Promise<Entitlement[]> {
    return this.model
      .find(
        { userId, active: true, endAt: { $gt: now } },
        {
          _id: 0,
          scope: 1,
          episodeId: 1,
          episodeName: 1,
          endAt: 1,
          active: 1,
          maxQuality: 1,
          screens: 1,
          withAds: 1,
          downloads: 1,
          downloadDevices: 1,
          planCode: 1,
        },
      )
      .lean<Entitlement[]>();
  }
}
