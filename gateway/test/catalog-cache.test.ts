import { afterAll, describe, expect, it } from 'vitest';
import type { Video } from '@streamhub/contracts';
import { adminToken, api, closeRpc, createVideo, unique, waitFor } from '@streamhub/testkit';

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
