import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayUrl, load, round } from '../lib.mjs';
import { makeClip, mediaStorage, signIn, uploadAndWait } from '../media-support.mjs';

/**
 * A media segment through the gateway's signed path (token check, MinIO stat + stream) against a
 * direct, presigned GET of the same object from MinIO. Target: ≥ 0.8 of MinIO's throughput.
 */
export default async function mediaSegment({ durationSeconds }) {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-media-'));
  const token = await signIn();
  const video = await uploadAndWait(
    token,
    await makeClip(join(dir, 'seg.mp4'), { width: 1280, height: 720, seconds: 8 }),
    `BENCH SEGMENT ${Date.now()}`,
  );
  const manifest = video.defaultUrl;
  const base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  const segment = 'chunk-0-00001.m4s';
  const gatewayTarget = `${gatewayUrl}${base}${segment}`;

  const { minio, bucket } = mediaStorage();
  const direct = await minio.presignedGetObject(bucket, `videos/${video._id}/stream/${segment}`, 3600);
  const bytes = (await (await fetch(gatewayTarget)).arrayBuffer()).byteLength;

  const connections = 16;
  await load({ url: gatewayTarget, connections, durationSeconds: 2 });
  const gateway = await load({ url: gatewayTarget, connections, durationSeconds });
  await load({ url: direct, connections, durationSeconds: 2 });
  const ceiling = await load({ url: direct, connections, durationSeconds });
  return {
    name: 'media-segment',
    route: 'GET /api/v1/media/s/<token>/<segment> vs MinIO presigned GET',
    connections,
    durationSeconds,
    payloadBytes: bytes,
    gateway,
    ceiling,
    ratio: {
      requestsPerSecond: round(gateway.requestsPerSecond / ceiling.requestsPerSecond),
      p99: round(gateway.latencyMs.p99 / Math.max(ceiling.latencyMs.p99, 1)),
    },
    target: { ratio: 0.8 },
  };
}
