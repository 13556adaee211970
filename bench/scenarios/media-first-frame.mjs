/* global window, document, MutationObserver -- the probe and the checks run inside the page */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { chromium } from 'playwright-core';
import { gatewayUrl, round } from '../lib.mjs';
import { ADMIN, makeClip, uploadAndWait } from '../media-support.mjs';

/**
 * Time to first frame in headless Chromium on loopback: the player page (/play/{id}: the app,
 * the signed manifest through the gateway, shaka-player, DASH segments) against a bare page whose
 * <video> plays the same clip straight from MinIO (a presigned progressive MP4). Both measured from
 * navigation, and the player also from the Play click; first frame = the first
 * requestVideoFrameCallback after playback starts. Target: ≤ 1 s from the click.
 */
const RUNS = Number(process.env.BENCH_TTFF_RUNS ?? 5);
const webUrl = (process.env.WEB_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');

// In every page: note when a button is clicked and when the first video frame after it (or after
// autoplay) is presented, in ms since navigation start.
const FIRST_FRAME_PROBE = () => {
  const watch = (video) => {
    if (video.__watched) return;
    video.__watched = true;
    const onFrame = () => {
      if (!video.paused && window.__firstFrameAt === undefined) window.__firstFrameAt = performance.now();
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, {
    childList: true,
    subtree: true,
  });
  document.addEventListener('click', () => (window.__clickAt ??= performance.now()), true);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.floor(sorted.length / 2)]);
};

async function signInWithUser() {
  const res = await fetch(`${gatewayUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${body.message}`);
  return body.data;
}

async function firstFrame(page) {
  await page.waitForFunction(() => window.__firstFrameAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => ({ frame: window.__firstFrameAt, click: window.__clickAt }));
}

export default async function mediaFirstFrame() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ttff-'));
  const session = await signInWithUser();
  const clip = makeClip(join(dir, 'ttff.mp4'), { width: 854, height: 480, seconds: 10 });
  const video = await uploadAndWait(session.token, clip, `BENCH FIRST FRAME ${Date.now()}`);

  const endpoint = new URL(process.env.S3_ENDPOINT);
  const minio = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: process.env.S3_ACCESS_KEY,
    secretKey: process.env.S3_SECRET_KEY,
  });
  const bucket = process.env.MEDIA_BUCKET ?? 'streamhub-media';
  const key = `bench/first-frame-${video._id}.mp4`;
  await minio.fPutObject(bucket, key, clip, { 'Content-Type': 'video/mp4' });
  const direct = await minio.presignedGetObject(bucket, key, 3600);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const player = { navigation: [], click: [] };
  const baseline = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // The player page, signed in (the app keeps its session in localStorage).
      const context = await browser.newContext();
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('streamhub.token', token);
          localStorage.setItem('streamhub.user', user);
        },
        [session.token, JSON.stringify(session.user)],
      );
      await context.addInitScript(FIRST_FRAME_PROBE);
      const page = await context.newPage();
      await page.goto(`${webUrl}/play/${video._id}`);
      await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 60_000 });
      const times = await firstFrame(page);
      player.navigation.push(times.frame);
      player.click.push(times.frame - times.click);
      await context.close();

      // The same clip as a plain <video> straight from MinIO, autoplaying.
      const bare = await browser.newContext();
      await bare.addInitScript(FIRST_FRAME_PROBE);
      const barePage = await bare.newPage();
      await barePage.route('http://bench.local/', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><video src="${direct}" muted autoplay playsinline></video>`,
        }),
      );
      await barePage.goto('http://bench.local/');
      baseline.push((await firstFrame(barePage)).frame);
      await bare.close();
    }
  } finally {
    await browser.close();
    await minio.removeObject(bucket, key).catch(() => undefined);
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const playerNav = median(player.navigation);
  const bareNav = median(baseline);
  return {
    name: 'media-first-frame',
    lines: [
      `player /play/{id} (signed DASH via gateway, shaka): navigation → first frame p50 ${playerNav} ms; Play click → first frame p50 ${median(player.click)} ms (target ≤ 1000 ms)`,
      `bare <video> from a MinIO presigned URL: navigation → first frame p50 ${bareNav} ms`,
      `ratio player/bare (navigation) ${round(playerNav / bareNav)}; ${RUNS} runs each, load average ${load}`,
    ],
    runs: RUNS,
    playerMs: player,
    bareMs: baseline,
    loadAverage: loadavg(),
  };
}
