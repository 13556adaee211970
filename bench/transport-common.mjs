import { PATTERNS_BY_SERVICE } from '@streamhub/contracts';

/** Topics of the transport benchmark, apart from the system's own. */
export const BENCH_REQUEST_TOPIC = 'bench.requests';
export const BENCH_REPLY_TOPIC = 'bench.replies';
/** What the handler answers (the size of a small real reply). */
export const FIXED_PONG = { service: 'bench', db: 'up', at: '2026-01-01T00:00:00.000Z' };

/** How many request/reply patterns the whole system has today. */
export const SYSTEM_PATTERN_COUNT = Object.values(PATTERNS_BY_SERVICE).reduce((n, patterns) => n + patterns.length, 0);

/** The bench service's own patterns: `count` of them, all answered by the same handler. */
export function benchPatterns(count) {
  return Array.from({ length: count }, (_, i) => `bench.echo.${i}`);
}

/** Fetch settings of both sides, from the environment the launcher gives (kafkajs defaults otherwise). */
export function benchFetchOptions() {
  const minBytes = Number(process.env.BENCH_FETCH_MIN_BYTES ?? 1);
  const maxWaitMs = Number(process.env.BENCH_FETCH_MAX_WAIT_MS ?? 1000);
  return { fetchMinBytes: minBytes, fetchMaxWaitMs: maxWaitMs };
}
