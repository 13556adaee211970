/**
 * The time a change to a profile's lists (watchlist, history) was asked for: the gateway's `at` (an
 * ISO time) when it sent one, never later than now (a clock ahead must not lock a title against the
 * viewer's next change); else now (older gateways and journals). The latest change of a title wins
 * (docs/ha.md "Order across replicas").
 */
export function changeTime(at: unknown, now: Date): Date {
  if (typeof at !== 'string') return now;
  const asked = new Date(at);
  if (Number.isNaN(asked.getTime())) return now;
  return asked.getTime() > now.getTime() ? now : asked;
}

/**
 * A filter for an entry last changed before `at` (a change at `at` then wins). Entries from before
 * their list kept `changedAt` count by `legacyTime` (a field that held their last change), else as
 * never changed.
 */
export function changedBefore(at: Date, legacyTime?: string): { $or: Record<string, unknown>[] } {
  const unknownChange = { changedAt: { $exists: false } };
  return {
    $or: legacyTime
      ? [
          { changedAt: { $lt: at } },
          { ...unknownChange, [legacyTime]: { $lt: at } },
          { ...unknownChange, [legacyTime]: { $exists: false } },
        ]
      : [{ changedAt: { $lt: at } }, unknownChange],
  };
}
