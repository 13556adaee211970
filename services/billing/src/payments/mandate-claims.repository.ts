import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Connection } from 'mongoose';

/** The one mandate a viewer may hold or be setting up for a recurring plan. */
export interface MandateClaim {
  /** `<userId>:<plan code>`. */
  _id: string;
  /** The provider subscription (sub_…) it names; null while the checkout that claimed it is creating one. */
  orderId: string | null;
  claimedAt: Date;
}

/**
 * One document per viewer and recurring plan, claimed by an insert (unique _id) before a provider
 * subscription is created: two checkouts at once cannot both create one. A claim is taken over
 * only by a conditional update naming what it held, so two takers cannot both win either.
 */
@Injectable()
export class MandateClaimsRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get claims() {
    return this.connection.collection<MandateClaim>('mandate_claims');
  }

  static key(userId: string, planCode: string): string {
    return `${userId}:${planCode}`;
  }

  /** Claims the key; null when claimed, else the claim another checkout holds. */
  async claim(key: string, at: Date): Promise<MandateClaim | null> {
    try {
      await this.claims.insertOne({ _id: key, orderId: null, claimedAt: at });
      return null;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const held = await this.claims.findOne({ _id: key });
      // Released between the insert and the read: claimed on a second try, or held by whoever won.
      if (!held) return this.claim(key, at);
      return held;
    }
  }

  /** Takes over a claim still as it was read; false when another checkout changed it first. */
  async takeOver(held: MandateClaim, at: Date): Promise<boolean> {
    const result = await this.claims.updateOne(
      { _id: held._id, orderId: held.orderId, claimedAt: held.claimedAt },
      { $set: { orderId: null, claimedAt: at } },
    );
    return result.modifiedCount > 0;
  }

  /** The claim's provider subscription, once created. */
  async attach(key: string, claimedAt: Date, orderId: string): Promise<void> {
    await this.claims.updateOne({ _id: key, claimedAt }, { $set: { orderId } });
  }

  /** Gives up a claim that created nothing (the provider refused). */
  async release(key: string, claimedAt: Date): Promise<void> {
    await this.claims.deleteOne({ _id: key, orderId: null, claimedAt });
  }
}
