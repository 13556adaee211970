#!/usr/bin/env node
// The live ladder of one event (docs/live.md), started by the ingest's exec_push with the event id
// (the stream's name after the publish check) and stopped by it (SIGTERM) when the encoder leaves.
// Writes the packaged CMAF under $LIVE_DIR/<eventId>/; a reconnecting encoder continues there.
// It also records what the encoder sends (recording/<connection>.ts) and, when the encoder has gone,
// uploads every connection's recording so far to the gateway ($LIVE_HOOK_URL/recording), where the
// event's title is made from it once the event has ended ("Live to VOD"). While it runs it reports
// its input to $LIVE_HOOK_URL/health every few seconds, for the admin live-control page.
import { spawn } from 'node:child_process';
import { mkdirSync, openAsBlob, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RECORDING_DIR, liveLadderArgs, parseLadder } from './lib/live-ladder.mjs';

const eventId = process.argv[2] ?? '';
if (!/^[0-9a-f]{24}$/.test(eventId)) {
  console.error(`live-transcode: "${eventId}" is not an event id`);
  process.exit(2);
}
const liveDir = process.env.LIVE_DIR;
const rtmpUrl = process.env.RTMP_URL;
if (!liveDir || !rtmpUrl) {
  console.error('live-transcode: LIVE_DIR and RTMP_URL are required');
  process.exit(2);
}
const outDir = join(liveDir, eventId);
const recordingDir = join(outDir, RECORDING_DIR);
mkdirSync(recordingDir, { recursive: true });
// This connection's name (a reconnect rewrites the manifests and numbers from 1 again); base-36 ms.
const connection = `c${Date.now().toString(36)}`;
const hookUrl = process.env.LIVE_HOOK_URL;
const args = liveLadderArgs({
  input: `${rtmpUrl}/${eventId}`,
  outDir,
  rungs: parseLadder(process.env.LIVE_LADDER),
  connection,
  audio: process.env.LIVE_AUDIO !== '0',
  recording: hookUrl ? join(recordingDir, `${connection}.ts`) : null,
});
const UPLOAD_ATTEMPTS = 5;

/** Every connection's recording so far, oldest first (names have one length, so they sort by time). */
async function recordingBody() {
  const files = readdirSync(recordingDir)
    .filter((name) => /^c[0-9a-z]+\.ts$/.test(name))
    .sort();
  const parts = await Promise.all(files.map((name) => openAsBlob(join(recordingDir, name))));
  return new Blob(parts, { type: 'video/mp2t' });
}

async function uploadRecording() {
  const url = `${hookUrl}/recording?name=${eventId}&connection=${connection}`;
  for (let attempt = 1; attempt <= UPLOAD_ATTEMPTS; attempt++) {
    try {
      const body = await recordingBody();
      if (body.size === 0) return;
      const form = new FormData();
      form.append('file', body, `${eventId}.ts`);
      const res = await fetch(url, { method: 'POST', body: form });
      if (res.ok) return;
      console.error(`live-transcode: recording upload answered ${res.status}`);
      if (res.status < 500) return;
    } catch (err) {
      console.error(`live-transcode: recording upload failed: ${err instanceof Error ? err.message : err}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
  }
}

/** How often the ladder reports its input (s); the gateway keeps a report 20 s. */
const REPORT_SECONDS = 2;
const recordingFile = join(recordingDir, `${connection}.ts`);
const progress = {};
let lastSize = 0;
let lastAt = Date.now();

const sizeOf = (file) => {
  try {
    return statSync(file);
  } catch {
    return null;
  }
};

/** Input bitrate from the recording's growth (it is what the encoder sends), ffmpeg's drops and speed. */
async function report() {
  const now = Date.now();
  const size = sizeOf(recordingFile)?.size ?? 0;
  const inputKbps = now > lastAt && size >= lastSize ? Math.round(((size - lastSize) * 8) / (now - lastAt)) : null;
  lastSize = size;
  lastAt = now;
  const manifest = sizeOf(join(outDir, 'manifest.mpd'));
  const droppedFrames = Number.parseInt(progress.drop_frames ?? '', 10);
  const speed = Number.parseFloat(progress.speed ?? '');
  const body = {
    inputKbps,
    droppedFrames: Number.isFinite(droppedFrames) ? droppedFrames : null,
    speed: Number.isFinite(speed) ? speed : null,
    lastSegmentAt: manifest ? manifest.mtime.toISOString() : null,
  };
  try {
    await fetch(`${hookUrl}/health?name=${eventId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // The next report tries again; the figures are for people, the ladder goes on.
  }
}

let stopping = false;
// -progress: key=value lines on stdout (drop_frames, speed, …) every -stats_period seconds.
const ffmpeg = spawn(
  process.env.FFMPEG_PATH || 'ffmpeg',
  ['-y', '-progress', 'pipe:1', '-stats_period', String(REPORT_SECONDS), ...args],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let pending = '';
ffmpeg.stdout.setEncoding('utf8');
ffmpeg.stdout.on('data', (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const at = line.indexOf('=');
    if (at > 0) progress[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
});
const reporter = hookUrl ? setInterval(() => void report(), REPORT_SECONDS * 1000) : null;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    ffmpeg.kill('SIGINT');
  });
}
ffmpeg.on('exit', (code, signal) => {
  if (reporter) clearInterval(reporter);
  const status = code ?? (signal ? 1 : 0);
  if (!hookUrl) process.exit(status);
  void uploadRecording().finally(() => process.exit(stopping ? 0 : status));
});
