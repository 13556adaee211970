// The storefront while Redis is gone (issue 49, docs/ha.md "When Kafka or Redis is down"), on the
// default stack: its Redis is saved to disk, stopped for 5 s (this project runs alone, after every
// other test) and started again from that file, as production's Redis restarts from its own. While
// it is gone, guests browse and open a title, an entitled viewer opens it, its manifest, a playlist
// and a segment, all answered 200; the signed-in reads and a sign-in answer without waiting on the
// dead Redis (each one within 3 s, failures only as clean 503s); afterwards everything answers again.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  closeRpc,
  closeTestKafka,
  publishEvent,
  signInAs,
  signUpVerifiedUser,
  testEnv,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { adminVideoTitled, sourceUrl, subscriberVideo } from '../media-helpers';
import { firstEntry, get, stackServer } from './outage-helpers';

const OUTAGE_MS = 5_000;
/**
 * A request that takes longer than this waited on the dead Redis: the gateway's bound is 1 s per
 * command (docs/ha.md), the rest is room for a busy machine; a hang would take the 8 s abort.
 */
const ANSWER_BOUND_MS = 3_000;
/** A demo title (SEED_DEMO_MEDIA) with media, so no encode is added to the run. */
const DEMO_TITLE = 'COLOR OF RAIN';

let viewer = { token: '', email: '' };
let title: Video;
let redisStopped = false;

/** Starts or stops the stack's own Redis (as storefront-outage does Kafka). */
function redis(command: 'start' | 'stop'): Promise<void> {
  return stackServer('redis', command, 60_000);
}

/** Writes Redis's data to its RDB file, which it loads when it starts again. */
async function saveRedis(): Promise<void> {
  const client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  try {
    await client.connect();
    await client.save();
  } finally {
    client.disconnect();
  }
}

interface Check {
  what: string;
  run: () => Promise<Response>;
  /** Must answer 200 throughout; otherwise a clean 503 is allowed too. */
  mustSucceed: boolean;
}

beforeAll(async () => {
  const admin = (await signInAs(DEMO_ADMIN)).token;
  const demo = await waitFor(
    async () => {
      const found = await adminVideoTitled(admin, DEMO_TITLE);
      return found?.status === 'active' ? found : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE}` },
  );
  title = demo;
  const email = `${unique('redis-outage')}@test.local`;
  const account = await signUpVerifiedUser({
    name: 'Redis Outage Viewer',
    email,
    mobile: '9876543210',
    password: 'secret123',
  });
  await publishEvent(allAccessEvent(account.userId));
  viewer = { token: account.token, email };
  await closeRpc();
  await closeTestKafka();
}, 240_000);

afterAll(async () => {
  // Whatever happened, the stack gets its Redis back.
  if (redisStopped) await redis('start');
}, 120_000);

describe('the storefront while Redis is down', () => {
  it('browses and plays throughout a 5 s Redis outage, answers every other read without waiting on it, and recovers', async () => {
    const signed = await subscriberVideo(title._id, viewer.token);
    const master = sourceUrl(signed, 'hls');
    const variant = await firstEntry(master);
    const segment = await firstEntry(variant);
    const checks: Check[] = [
      { what: 'guest episodes/all', run: () => get('/videos/episodes/all'), mustSucceed: true },
      { what: 'guest details', run: () => get(`/videos/${title._id}`), mustSucceed: true },
      { what: 'guest search', run: () => get('/videos?q=rain'), mustSucceed: true },
      { what: 'manifest', run: () => get(master), mustSucceed: true },
      { what: 'variant playlist', run: () => get(variant), mustSucceed: true },
      { what: 'segment', run: () => get(segment), mustSucceed: true },
      { what: 'viewer playback', run: () => get(`/videos/${title._id}`, viewer.token), mustSucceed: false },
      { what: 'viewer watchlist', run: () => get('/watchlist', viewer.token), mustSucceed: false },
      {
        what: 'sign-in',
        run: () =>
          fetch(`${testEnv.gatewayUrl}/api/v1/auth/signin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: viewer.email, password: 'secret123' }),
            signal: AbortSignal.timeout(8_000),
          }),
        mustSucceed: false,
      },
    ];
    for (const check of checks) {
      const res = await check.run();
      expect(res.status, `${check.what} before the outage: ${await res.clone().text()}`).toBe(200);
      await res.arrayBuffer();
    }

    await saveRedis();
    redisStopped = true;
    await redis('stop');
    const failures: string[] = [];
    const slow: string[] = [];
    const refused: Record<string, number> = {};
    let requests = 0;
    const downUntil = Date.now() + OUTAGE_MS;
    try {
      while (Date.now() < downUntil) {
        for (const check of checks) {
          requests += 1;
          const started = Date.now();
          try {
            const res = await check.run();
            const body = await res.text();
            const tookMs = Date.now() - started;
            if (tookMs > ANSWER_BOUND_MS) slow.push(`${check.what}: ${tookMs} ms`);
            if (res.status === 200) continue;
            if (!check.mustSucceed && res.status === 503) refused[check.what] = (refused[check.what] ?? 0) + 1;
            else failures.push(`${check.what}: ${res.status} ${body.slice(0, 200)}`);
          } catch (err) {
            failures.push(`${check.what}: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
      }
    } finally {
      await redis('start');
      redisStopped = false;
    }
    console.log(
      `redis outage: ${requests} requests in ${OUTAGE_MS} ms, refused with 503: ${JSON.stringify(refused)}, ` +
        `slow: ${slow.length}`,
    );
    expect(failures, 'requests that failed during the outage').toEqual([]);
    expect(slow, 'requests that waited on the dead Redis').toEqual([]);

    // Back: the signed-in reads and a sign-in answer again.
    for (const check of checks) {
      await waitFor(
        async () => {
          const res = await check.run().catch(() => undefined);
          if (res) await res.arrayBuffer();
          return res?.status === 200;
        },
        { timeoutMs: 15_000, intervalMs: 250, what: `${check.what} after Redis returned` },
      );
    }
  }, 120_000);
});
