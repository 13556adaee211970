#!/usr/bin/env node
// Inserts N videos through catalog's own `catalog.videos.create` pattern over Kafka (the same
// path the upload route and the demo seed use), for the catalog benchmark.
//   node services/catalog/scripts/seed-bench.mjs [count=500] [--parts=5] [--concurrency=25] [--ids-file=path]
// With --ids-file it writes the created videos' ids there (JSON), also when it fails half-way, so
// the caller can delete them again (bench/cleanup.mjs).
// Needs the stack running and KAFKA_BROKERS (default 127.0.0.1:9092). Videos come in groups of
// `parts` parts per episode name, with varied genres, years, ratings and qualities.
import { writeFileSync } from 'node:fs';
import { CatalogPatterns } from '@streamhub/contracts';
import { closeRpc, rpc } from '@streamhub/testkit';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const count = Number(args.find((a) => !a.startsWith('--')) ?? 500);
const parts = option('parts', 5);
const concurrency = option('concurrency', 25);
const idsFile = args.find((a) => a.startsWith('--ids-file='))?.slice('--ids-file='.length);
if (
  !Number.isInteger(count) ||
  count < 1 ||
  !Number.isInteger(parts) ||
  parts < 1 ||
  !Number.isInteger(concurrency) ||
  concurrency < 1
) {
  process.stderr.write('usage: seed-bench.mjs [count>=1] [--parts=N] [--concurrency=N]\n');
  process.exit(2);
}

const GENRES = ['DRAMA', 'COMEDY', 'THRILLER', 'SCI-FI', 'CRIME', 'ROMANCE', 'DOCUMENTARY', 'ADVENTURE'];
const QUALITIES = ['HD', '4K', 'SD'];
const run = Date.now().toString(36).toUpperCase();

function video(i) {
  const group = Math.floor(i / parts);
  const year = 2000 + (group % 25);
  return {
    videoTitle: `BENCH ${run} VIDEO ${i + 1}`,
    episodeName: `BENCH ${run} SERIES ${group + 1}`,
    episodeSeq: (i % parts) + 1,
    genre: GENRES[group % GENRES.length],
    description: `Benchmark video ${i + 1} of ${count}.`,
    actors: `ACTOR ${i % 40}, ACTOR ${(i + 7) % 40}`,
    writers: `WRITER ${group % 15}`,
    countries: 'INDIA',
    languages: i % 2 ? 'HINDI, ENGLISH' : 'ENGLISH',
    imdbRating: Math.round((5 + ((i * 37) % 50) / 10) * 10) / 10,
    releaseDate: `${year}-${String((i % 12) + 1).padStart(2, '0')}-15`,
    runtimeMinutes: 20 + (i % 100),
    quality: QUALITIES[i % QUALITIES.length],
    videoType: parts > 1 ? 'series' : 'movie',
  };
}

const started = performance.now();
let next = 0;
let done = 0;
const ids = [];
async function worker() {
  while (next < count) {
    const i = next++;
    const created = await rpc(CatalogPatterns.createVideo, video(i));
    ids.push(created._id);
    done += 1;
  }
}
try {
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`seed-bench: created ${done} videos (run ${run}) in ${seconds.toFixed(1)} s\n`);
} catch (err) {
  process.stderr.write(
    `seed-bench: failed after ${done} videos: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exitCode = 1;
} finally {
  if (idsFile) writeFileSync(idsFile, JSON.stringify(ids));
  await closeRpc();
}
