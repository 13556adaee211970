import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GATEWAY_RUNTIME_ENV } from '../../deploy/local/apps.mjs';
import { gatewayUrl, round, withGatewayReplica } from '../lib.mjs';
import { signIn } from '../media-support.mjs';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 2 * 1024 ** 3);
const CHUNK = 1024 * 1024;

/** Resident memory of a process, from /proc (Linux). */
function rssBytes(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/**
 * A gateway's peak resident memory while a 2 GiB upload streams through it into MinIO (target:
 * under 200 MB): the file is an MP4 signature followed by zeros, generated as it is sent. Side by
 * side: a gateway started for the upload as the stack starts it (what the upload itself costs),
 * the same without its runtime tuning (GATEWAY_RUNTIME_ENV unset: Node's defaults), and the
 * stack's gateway (after whatever traffic it has served). The gateway needs
 * UPLOAD_MAX_BYTES above the size (its default, 4 GiB, is).
 */
export default async function mediaUploadRss() {
  const stackDir = process.env.STACK_DIR ?? join(process.cwd(), '.stack');
  const stackPid = Number(readFileSync(join(stackDir, 'pids', 'gateway.pid'), 'utf8').split('\n')[0]);
  const token = await signIn();
  const fresh = await withGatewayReplica('gateway-upload', {}, ({ url, pid }) => uploadThrough(url, pid, token));
  // Unset: Node's own defaults.
  const untuned = Object.fromEntries(Object.keys(GATEWAY_RUNTIME_ENV).map((name) => [name, undefined]));
  const defaults = await withGatewayReplica('gateway-upload-untuned', untuned, ({ url, pid }) =>
    uploadThrough(url, pid, token),
  );
  const stack = await uploadThrough(gatewayUrl, stackPid, token);
  const mb = (n) => round(n / 1024 ** 2, 1);
  const line = (label, r) =>
    `${label}: ${mb(BYTES)} MB in ${round(r.seconds, 1)} s (${mb(BYTES / r.seconds)} MB/s), RSS before ${mb(r.before)} MB, peak ${mb(r.peak)} MB (target < 200 MB)`;
  return {
    name: 'media-upload-rss',
    lines: [
      line('gateway started for it', fresh),
      line("the same without the gateway's runtime tuning", defaults),
      `  tuned/untuned: peak ${round(fresh.peak / defaults.peak, 2)}, before ${round(fresh.before / defaults.before, 2)}, throughput ${round(defaults.seconds / fresh.seconds, 2)}`,
      line("the stack's gateway", stack),
    ],
    figures: { bytes: BYTES, fresh, untuned: defaults, stack },
  };
}

async function uploadThrough(baseUrl, pid, token) {
  const boundary = `bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="videoTitle"\r\n\r\nBENCH RSS ${Date.now()}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="genre"\r\n\r\nBENCH\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  // An ISO BMFF ftyp box: what the gateway's content check looks for in an MP4.
  const ftyp = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(Buffer.concat([head, ftyp])));
      if (sent >= BYTES) {
        controller.enqueue(new Uint8Array(tail));
        controller.close();
        return;
      }
      const n = Math.min(CHUNK, BYTES - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n));
    },
  });
  const before = rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  const started = Date.now();
  let seconds;
  try {
    const res = await fetch(`${baseUrl}/api/v1/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    });
    const answer = await res.json();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${answer.message}`);
    seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    // Deleting the video removes its 2 GiB source from the bucket (the worker's cleanup job).
    const removed = await fetch(`${baseUrl}/api/v1/videos/${answer.data.video._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!removed.ok) throw new Error(`deleting the uploaded video answered ${removed.status}`);
  } finally {
    clearInterval(sampler);
  }
  return { seconds, before, peak };
}
