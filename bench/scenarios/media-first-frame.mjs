/* global window, document -- the probe and the checks run inside the page */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/src/chromium.mjs';
import { round } from '../lib.mjs';
import { makeClip, mediaStorage, signInSession, uploadAndWait } from '../media-support.mjs';

/**
 * Time to first frame in headless Chromium on loopback: the player page (/play/{id}: the app, the
 * signed DASH manifest through the gateway, shaka-player, CMAF segments) against a bare page whose
 * <video> plays the same clip straight from MinIO (a presigned progressive MP4). On both pages the
 * Play button is clicked as soon as the page shows it ready (the video has its metadata), as a
 * viewer would; first frame = the first frame the video presents after the click
 * (requestVideoFrameCallback). Target: ≤ 1 s from the click.
 */
const RUNS = Number(process.env.BENCH_TTFF_RUNS ?? 10);
const RUN_TIMEOUT_MS = Number(process.env.BENCH_TTFF_TIMEOUT_MS ?? 30_000);
const webUrl = (process.env.WEB_URL ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`).replace(/\/$/, '');

// In every page: the time of the first click, and of the first frame presented after it, in ms
// since navigation start; plus when the video had its metadata.
export const FIRST_FRAME_PROBE = () => {
  const probe = (window.__probe = { events: [] });
  const watch = (video) => {
    if (video.__watched) return;
    video.__watched = true;
    for (const type of [
      'loadstart',
      'loadedmetadata',
      'loadeddata',
      'canplay',
      'play',
      'playing',
      'waiting',
      'error',
    ]) {
      video.addEventListener(type, () => probe.events.push(`${Math.round(performance.now())} ${type}`));
    }
    video.addEventListener('loadedmetadata', () => (probe.metadataAt ??= performance.now()));
    const onFrame = (now) => {
      if (probe.clickAt !== undefined && !video.paused) probe.frameAt ??= now;
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new window.MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, {
    childList: true,
    subtree: true,
  });
  document.addEventListener('click', () => (probe.clickAt ??= performance.now()), true);
};

// The bare page: a <video> with the presigned URL and a Play button, nothing else.
const barePage = (src) =>
  `<!doctype html><html><body>` +
  `<video src="${src.replaceAll('&', '&amp;')}" preload="auto" playsinline width="854" height="480"></video>` +
  `<button type="button" aria-label="Play" onclick="document.querySelector('video').play()">Play</button>` +
  `</body></html>`;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)], 0);
}

export const summary = (values) => `p50 ${percentile(values, 50)} ms  p95 ${percentile(values, 95)} ms`;

/**
 * Serves the bare page from loopback: a page from any other address (e.g. a route the browser
 * fulfils itself) counts as public to Chromium, whose Private Network Access rules then refuse the
 * video's request to MinIO on 127.0.0.1 (the video fails with MEDIA_ERR_SRC_NOT_SUPPORTED).
 */
async function serveBarePage(html) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

/** What the page's video was doing, for an error message when a step times out. */
async function diagnose(page) {
  return page
    .evaluate(() => {
      const v = document.querySelector('video');
      const state = document.querySelector('[data-state]')?.getAttribute('data-state');
      return JSON.stringify({
        playerState: state,
        video: v && {
          readyState: v.readyState,
          networkState: v.networkState,
          paused: v.paused,
          currentTime: v.currentTime,
          error: v.error && `${v.error.code} ${v.error.message}`,
        },
        events: window.__probe?.events,
        alert: document.querySelector('[role="alert"]')?.textContent,
      });
    })
    .catch((err) => `(page not readable: ${err.message})`);
}

/** Waits until the page's video has its metadata, clicks Play, waits for the first frame after it. */
export async function playOnce(page, label) {
  const step = async (what, fn) => {
    try {
      await fn();
    } catch (err) {
      throw new Error(`${label}: ${what}: ${err.message.split('\n')[0]} — ${await diagnose(page)}`);
    }
  };
  await step('waiting for the video metadata', () =>
    page.waitForFunction(() => window.__probe?.metadataAt !== undefined, undefined, { timeout: RUN_TIMEOUT_MS }),
  );
  await step('clicking Play', () =>
    page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: RUN_TIMEOUT_MS }),
  );
  await step('waiting for the first frame', () =>
    page.waitForFunction(() => window.__probe.frameAt !== undefined, undefined, { timeout: RUN_TIMEOUT_MS }),
  );
  const { clickAt, frameAt, metadataAt } = await page.evaluate(() => window.__probe);
  return { click: frameAt - clickAt, navigation: frameAt, metadata: metadataAt };
}

export default async function mediaFirstFrame() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ttff-'));
  const { minio, bucket } = mediaStorage();
  let key;
  let browser;
  let bareServer;
  try {
    const session = await signInSession();
    const clip = await makeClip(join(dir, 'ttff.mp4'), { width: 854, height: 480, seconds: 10 });
    const video = await uploadAndWait(session.token, clip, `BENCH FIRST FRAME ${Date.now()}`);
    // The bare side plays the same clip as a progressive MP4 with its index first (faststart).
    const bareClip = join(dir, 'bare.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      clip,
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      bareClip,
    ]);
    key = `bench/first-frame-${video._id}.mp4`;
    await minio.fPutObject(bucket, key, bareClip, { 'Content-Type': 'video/mp4' });
    const direct = await minio.presignedGetObject(bucket, key, 3600);
    bareServer = await serveBarePage(barePage(direct));

    browser = await chromium.launch(chromiumLaunchOptions());
    const player = { click: [], navigation: [] };
    const bare = { click: [], navigation: [] };
    // One unmeasured run of each first: the browser's and the servers' caches are warm for all others.
    for (let run = -1; run < RUNS; run++) {
      // The player page, signed in (the app keeps its session in localStorage).
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
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
      const p = await playOnce(page, 'player page');
      await context.close();

      const bareContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      await bareContext.addInitScript(FIRST_FRAME_PROBE);
      const plain = await bareContext.newPage();
      await plain.goto(bareServer.url);
      const b = await playOnce(plain, 'bare page');
      await bareContext.close();
      if (run < 0) continue;
      player.click.push(p.click);
      player.navigation.push(p.navigation);
      bare.click.push(b.click);
      bare.navigation.push(b.navigation);
    }
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const ratio = round(percentile(player.click, 50) / Math.max(1, percentile(bare.click, 50)));
    return {
      name: 'media-first-frame',
      lines: [
        `clip: 10 s 854x480 → 480/360; Play clicked once the page's video has its metadata; ${RUNS} runs each; load average ${load}`,
        `player /play/{id} (signed DASH via gateway, shaka): Play click → first frame ${summary(player.click)} (target ≤ 1000 ms)`,
        `bare <video>, MinIO presigned MP4:                  Play click → first frame ${summary(bare.click)}`,
        `player: navigation → first frame ${summary(player.navigation)}; bare: ${summary(bare.navigation)}`,
        `ratio player/bare (click → first frame, p50) ${ratio}x`,
      ],
      runs: RUNS,
      playerMs: player,
      bareMs: bare,
      loadAverage: loadavg(),
    };
  } finally {
    await browser?.close();
    bareServer?.close();
    if (key) await minio.removeObject(bucket, key).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
