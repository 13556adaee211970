import { DEMO_ADMIN, signInAs } from '@streamhub/testkit';
import { compare, gatewayUrl } from '../lib.mjs';
import { ensureBenchVideos } from './episodes-all.mjs';

const WRITE_EVERY_MS = 100;

/**
 * The home page's cached list (GET /videos/episodes/all, 500 videos) while an admin changes a
 * video every 100 ms (its status, back and forth: every change invalidates the gateway's cache),
 * against a bare handler serving the same JSON. Target: ≥ 0.9 of the bare req/s, p99 ≤ 1.2× bare's.
 */
export default async function episodesAllWrites({ durationSeconds }) {
  const videos = await ensureBenchVideos();
  const { token } = await signInAs(DEMO_ADMIN);
  const list = await (await fetch(`${gatewayUrl}/api/v1/videos/all`)).json();
  const video = list.data.videos[0];
  let writes = 0;
  let failedWrites = 0;
  let writing = true;
  const writer = (async () => {
    let active = true;
    while (writing) {
      const next = Date.now() + WRITE_EVERY_MS;
      active = !active;
      const res = await fetch(`${gatewayUrl}/api/v1/videos/${video._id}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: active ? 'active' : 'inactive' }),
      });
      await res.arrayBuffer();
      if (res.ok) writes += 1;
      else failedWrites += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
    if (!active) {
      await fetch(`${gatewayUrl}/api/v1/videos/${video._id}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'active' }),
      });
    }
  })();
  try {
    const result = await compare({
      name: 'episodes-all-writes',
      path: '/api/v1/videos/episodes/all',
      durationSeconds,
      connections: 50,
    });
    writing = false;
    await writer;
    const route = `${result.route} while ${writes} writes (${failedWrites} failed) at one per ${WRITE_EVERY_MS} ms`;
    return { ...result, route, videos, writes, failedWrites, target: { ratio: 0.9, p99: 1.2 } };
  } finally {
    writing = false;
    await writer;
  }
}
