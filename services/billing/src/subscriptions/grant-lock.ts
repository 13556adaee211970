import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Connection } from 'mongoose';

/** Longer than any grant takes; a replica that dies holding the lock frees it after this. */
const LEASE_MS = 10_000;
const RETRY_MS = 25;
const WAIT_MS = 15_000;

interface LockDoc {
  _id: string;
  owner: string;
  until: Date;
}

/**
 * One grant at a time per user, across billing replicas: a lease document per user in Mongo.
 * Two captures for the same user then read each other's periods instead of both starting now.
 * Taking it is one upsert: a live lease of someone else makes the upsert collide on `_id`.
 */
@Injectable()
export class GrantLock {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async withUser<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const locks = this.connection.collection<LockDoc>('grant_locks');
    const owner = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    for (;;) {
      const now = new Date();
      try {
        await locks.updateOne(
          { _id: userId, until: { $lte: now } },
          { $set: { owner, until: new Date(now.getTime() + LEASE_MS) } },
          { upsert: true },
        );
        break;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        if (Date.now() > giveUpAt) throw new Error(`grant lock for user ${userId} not free after ${WAIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    try {
      return await work();
    } finally {
      await locks.deleteOne({ _id: userId, owner });
    }
  }
}
