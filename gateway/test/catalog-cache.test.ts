import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Video } from '@streamhub/contracts';
import { adminToken, api, closeRpc, createVideo, testEnv, unique, waitFor } from '@streamhub/testkit';

afterAll(async () => {
  await closeRpc();
});

/** The gateway's CATALOG_CACHE_REFRESH_MS on the test stack (its default). */
const REFRESH_INTERVAL_MS = 250;

const listed = async (path: string, id: string) =>
  ((await api('GET', path)).body as { data: { videos: Video[] } }).data.videos.some((v) => v._id === id);

describe('cached public lists while the catalogue changes', () => {
  it('keeps answering from the cache through 100 writes, refreshing a bounded number of times, then shows the last write', async () => {
    const token = await adminToken();
    const tag = unique('cacheburst');
    const video = await createVideo({
      videoTitle: `${tag} one`,
      genre: 'drama',
      episodeName: tag.toUpperCase(),
      episodeSeq: 1,
    });
    const path = `/videos?q=${tag}`;
    await waitFor(
      async () => (await listed(path, video._id)) && (await api('GET', path)).headers.get('x-cache') === 'hit',
      {
        what: 'the search list cached',
      },
    );

    let writing = true;
    const outcomes: string[] = [];
    const statuses: number[] = [];
    const readers = Array.from({ length: 8 }, async () => {
      // Each reader records the sequence of versions it saw; a change of ETag is a refresh that brought new bytes.
      const etags: string[] = [];
      while (writing) {
        const res = await api('GET', path);
        statuses.push(res.status);
        outcomes.push(res.headers.get('x-cache') ?? 'none');
        const etag = res.headers.get('etag') ?? '';
        if (etags.at(-1) !== etag) etags.push(etag);
      }
      return etags.length - 1;
    });

    // 100 writes, five at a time, each flipping the video's status (every one invalidates the cache).
    const started = Date.now();
    const lanes = Array.from({ length: 5 }, async (_, lane) => {
      for (let i = 0; i < 20; i++) {
        const status = (lane + i) % 2 === 0 ? 'inactive' : 'active';
        const res = await api('PATCH', `/videos/${video._id}/status`, { token, body: { status } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    });
    await Promise.all(lanes);
    const burstMs = Date.now() - started;
    writing = false;
    const changesSeen = Math.max(...(await Promise.all(readers)));

    expect(statuses.every((status) => status === 200)).toBe(true);
    // Served from the cache (fresh or stale) throughout: only the one request that starts each
    // refresh waits for upstream, so the misses are bounded by the refreshes, not by the readers.
    const misses = outcomes.filter((o) => o === 'miss').length;
    expect(outcomes.filter((o) => o === 'stale').length).toBeGreaterThan(0);
    expect(misses, `${misses} misses of ${outcomes.length}`).toBeLessThanOrEqual(
      Math.ceil(burstMs / REFRESH_INTERVAL_MS) + 2,
    );
    // At most one refresh per interval (+ the first and a straggler), however many writes came.
    expect(changesSeen).toBeLessThanOrEqual(Math.ceil(burstMs / REFRESH_INTERVAL_MS) + 2);

    // The last write wins once the burst is over.
    const last = await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'inactive' } });
    expect(last.status).toBe(200);
    await waitFor(async () => !(await listed(path, video._id)), { what: 'the deactivated video gone from the list' });
    await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'active' } });
    await waitFor(() => listed(path, video._id), { what: 'the reactivated video back in the list' });
  });
});

/** One raw GET (no decoding, unlike fetch), so the test sees the bytes as sent. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${testEnv.gatewayUrl}/api/v1${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('the cached episode list as browsers fetch it', () => {
  const path = '/videos/episodes/all';

  it('sends brotli to clients that accept it, gzip to gzip-only ones, the plain body otherwise, and 304 to a current copy', async () => {
    // Cached, and its compressed forms made (they are added just after the body is stored).
    await waitFor(
      async () => {
        const res = await rawGet(path, { 'accept-encoding': 'br' });
        return res.headers['x-cache'] === 'hit' && res.headers['content-encoding'] === 'br';
      },
      { what: 'the episode list cached with its brotli form' },
    );
    const plain = await rawGet(path, {});
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip, deflate' });
    const none = await rawGet(path, { 'accept-encoding': 'identity' });

    expect([plain.status, br.status, gzip.status, none.status]).toEqual([200, 200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The same list in each form (unless a change landed in between: then the ETags differ too).
    const identityTag = plain.headers.etag!.slice(0, -1);
    if (br.headers.etag === `${identityTag}-br"` && gzip.headers.etag === `${identityTag}-gzip"`) {
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    }
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect((JSON.parse(plain.body.toString()) as { success: boolean }).success).toBe(true);

    // Revalidation: the copy held is current, whichever form it was.
    const revalidated = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    const stale = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': '"not-this-list"' });
    expect(stale.status).toBe(200);
    expect(stale.headers['content-encoding']).toBe('br');
  });

  it("answers a hit ahead of the router with the security headers, the caller's request id, and counts it under its route", async () => {
    const metricsUrl = `http://127.0.0.1:${process.env.METRICS_PORT ?? 9464}/metrics`;
    const bytesOfRoute = async () => {
      const text = await (await fetch(metricsUrl)).text();
      const line =
        /^streamhub_gateway_http_response_bytes_total\{route="\/api\/v1\/videos\/episodes\/all"\} (\d+)$/m.exec(text);
      return Number(line?.[1] ?? 0);
    };
    await waitFor(async () => (await rawGet(path, { 'accept-encoding': 'gzip' })).headers['x-cache'] === 'hit', {
      what: 'the episode list cached',
    });
    const before = await bytesOfRoute();
    const res = await rawGet(path, { 'accept-encoding': 'gzip', 'x-request-id': 'front-door-check-1' });
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBe('hit');
    expect(res.headers['x-request-id']).toBe('front-door-check-1');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    // Counted under the route's pattern, by the bytes sent (this request's at least).
    expect((await bytesOfRoute()) - before).toBeGreaterThanOrEqual(res.body.length);
    // A request id that is not a sensible one is replaced by a fresh one.
    const long = await rawGet(path, { 'x-request-id': 'x'.repeat(200) });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
