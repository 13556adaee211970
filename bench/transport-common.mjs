/** Topics of the transport benchmark, apart from the system's own. */
export const BENCH_REQUEST_TOPIC = 'bench.requests';
export const BENCH_REPLY_TOPIC = 'bench.replies';
/** What the handler answers (the size of a small real reply). */
export const FIXED_PONG = { service: 'support', db: 'up', at: '2026-01-01T00:00:00.000Z' };
