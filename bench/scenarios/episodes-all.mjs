import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compare, gatewayUrl } from '../lib.mjs';

const TARGET_VIDEOS = Number(process.env.BENCH_VIDEOS ?? 500);
const seedScript = fileURLToPath(new URL('../../services/catalog/scripts/seed-bench.mjs', import.meta.url));

/**
 * The home page's hot read over a catalog of at least 500 videos, through the gateway, against a
 * bare handler serving the same JSON from memory. Target: ≥ 0.5 of the ceiling's req/s, p99 ≤ 50 ms.
 */
export default async function episodesAll({ durationSeconds }) {
  const videos = await ensureBenchVideos();
  const path = '/api/v1/videos/episodes/all';
  const target = { ratio: 0.5, p99Ms: 50 };
  const plain = await compare({ name: 'episodes-all', path, durationSeconds, connections: 50 });
  // What browsers send: both sides may answer compressed.
  const gzip = await compare({
    name: 'episodes-all-gzip',
    path,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    durationSeconds,
    connections: 50,
  });
  return [
    { ...plain, videos, target },
    { ...gzip, videos, target },
  ];
}

/** Seeds the catalogue up to BENCH_VIDEOS active videos; resolves to how many there are. */
export async function ensureBenchVideos() {
  const res = await fetch(`${gatewayUrl}/api/v1/videos/all`);
  const existing = ((await res.json()).data?.videos ?? []).length;
  if (existing < TARGET_VIDEOS) {
    execFileSync(process.execPath, [seedScript, String(TARGET_VIDEOS - existing)], { stdio: 'inherit' });
  }
  return Math.max(existing, TARGET_VIDEOS);
}
