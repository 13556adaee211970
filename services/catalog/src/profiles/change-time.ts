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
