#!/usr/bin/env node
// The live ladder of one event (docs/live.md), started by the ingest's exec_push with the event id
// (the stream's name after the publish check) and stopped by it (SIGTERM) when the encoder leaves.
// Writes the packaged CMAF under $LIVE_DIR/<eventId>/; a reconnecting encoder continues there.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { liveLadderArgs, parseLadder } from './lib/live-ladder.mjs';

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
mkdirSync(outDir, { recursive: true });
const args = liveLadderArgs({
  input: `${rtmpUrl}/${eventId}`,
  outDir,
  rungs: parseLadder(process.env.LIVE_LADDER),
  // This connection's segment names (a reconnect rewrites the manifests and numbers from 1 again).
  connection: `c${Date.now().toString(36)}`,
  audio: process.env.LIVE_AUDIO !== '0',
});
const ffmpeg = spawn(process.env.FFMPEG_PATH || 'ffmpeg', ['-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => ffmpeg.kill('SIGINT'));
ffmpeg.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
