import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Connection } from 'mongoose';

/** A free trial of a plan taken by a payer, named by a one-way hash of what identifies them. */
interface TrialClaim {
  /** `<plan code>:<payer key>` (payer-key.ts). */
  _id: string;
  userId: string;
  claimedAt: Date;
}

/**
 * Trials once per person: one claim per plan and payer key, inserted (unique _id) when a checkout
 * is given a trial, so two accounts of one person cannot both win it, also at once. Kept after the
 * account is erased (it holds no readable data; docs/payments.md).
 */
@Injectable()
export class TrialClaimsRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get claims() {
    return this.connection.collection<TrialClaim>('trial_claims');
  }

  /**
   * Claims the plan's trial for every key; false when another account already holds one of them
   * (the same account claiming again, e.g. after an abandoned checkout, still may).
   */
  async claim(planCode: string, payerKeys: readonly string[], userId: string, at: Date): Promise<boolean> {
    for (const key of payerKeys) {
      const _id = `${planCode}:${key}`;
      try {
        await this.claims.insertOne({ _id, userId, claimedAt: at });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const held = await this.claims.findOne({ _id });
        if (held && held.userId !== userId) return false;
      }
    }
    return true;
  }
}
