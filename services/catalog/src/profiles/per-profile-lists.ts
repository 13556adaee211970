import type { Model } from 'mongoose';

/**
 * A title the viewer took off a list (watchlist, watch history) stays as an entry marked removed,
 * with the time of the removal as its `changedAt`: a change asked for before the removal and
 * delivered after it (a journalled write, a replica's late one) loses to it, a later one brings the
 * title back (docs/ha.md "Order across replicas"). Lists, counts and exports leave removed entries out.
 */
export const REMOVED = 'removed' as const;
export const NOT_REMOVED = { state: { $ne: REMOVED } } as const;

/**
 * Watch history and watchlist entries belong to a viewer profile. Entries written before profiles
 * existed carry only the account: they move to the account holder's own profile (whose id is the
 * account's). Runs at start, before the collection's new unique index is built; the old unique
 * index over (userId, videoId) would refuse the same video in two profiles, so it goes.
 */
export async function moveToPrimaryProfiles<T extends { userId: string; profileId: string }>(
  model: Model<T>,
): Promise<number> {
  try {
    await model.collection.dropIndex('userId_1_videoId_1');
  } catch {
    // Not there (a new database, or already moved).
  }
  const owners = (await model.distinct('userId', { profileId: { $exists: false } } as never)) as string[];
  let moved = 0;
  for (const userId of owners) {
    const res = await model.updateMany(
      { userId, profileId: { $exists: false } } as never,
      {
        $set: { profileId: userId },
      } as never,
    );
    moved += res.modifiedCount;
  }
  return moved;
}
