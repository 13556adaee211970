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
 * (requestVideoFrameCallback). Target: ≤ 0.4 s from the click.
 *
 * Then navigation → first frame, the start a viewer waits through after Play Now: /play/{id} opened
 * with the player asked to start by itself (the router state Play Now sets), against the bare page
 * with `<video autoplay>`; on loopback and on a throttled profile (CPU 4× slower, "4G": 4 Mbit/s
 * down, 3 Mbit/s up, 20 ms latency, through CDP), with the steps of the player's start taken from
 * the page (Resource Timing and the app's `streamhub:*` performance marks, docs/media.md "Start-up").
 * Targets: ≤ 1.0 s p50 on loopback, ≤ 2.5 s p50 throttled.
 */
const RUNS = Number(process.env.BENCH_TTFF_RUNS ?? 10);
/** The profiles navigation → first frame is measured on (comma-separated names of PROFILES). */
const PROFILE_NAMES = (process.env.BENCH_TTFF_PROFILES ?? 'loopback,4g-cpu4x').split(',').filter(Boolean);
const RUN_TIMEOUT_MS = Number(process.env.BENCH_TTFF_TIMEOUT_MS ?? 30_000);
const webUrl = (process.env.WEB_URL ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`).replace(/\/$/, '');

// In every page: the time of the first click, and of the first frame presented after it (or the
// first frame at all on a page that starts by itself), in ms since navigation start; plus when the
// video had its metadata.
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
      // Measured from the click; on a page that starts by itself (window.__benchAutoplay), from navigation.
      if ((probe.clickAt !== undefined || window.__benchAutoplay) && !video.paused) probe.frameAt ??= now;
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

// The bare page: a <video> with the presigned URL and a Play button, nothing else (`?autoplay`: it starts by itself).
const barePage = (src, autoplay = false) =>
  `<!doctype html><html><body>` +
  `<video src="${src.replaceAll('&', '&amp;')}" preload="auto" playsinline${autoplay ? ' autoplay' : ''} width="854" height="480"></video>` +
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
async function serveBarePage(src) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(barePage(src, req.url?.includes('autoplay') ?? false));
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

/**
 * Where navigation → first frame is measured. "4g-cpu4x": Chromium's CPU throttled 4× and the
 * network shaped to a 4G profile (4 Mbit/s down, 3 Mbit/s up, 20 ms latency) through CDP.
 */
export const PROFILES = {
  loopback: { label: 'loopback', apply: async () => undefined },
  '4g-cpu4x': {
    label: 'CPU 4x slower + 4G (4 Mbit/s down, 3 Mbit/s up, 20 ms latency)',
    apply: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: 4_000_000 / 8,
        uploadThroughput: 3_000_000 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    },
  },
};

/** The steps of a player page's start, in the order they happen (ms since navigation start). */
export const STEPS = [
  'document',
  'app chunk',
  'player chunk',
  'playback call start',
  'playback call end',
  'me call end',
  'history call end',
  'shaka chunk',
  'shaka attached',
  'manifest start',
  'manifest end',
  'licence call end',
  'first segment',
  'player loaded',
  'first frame',
];

// In the page, once its first frame is in: when each step ended (or began), from Resource Timing
// and the app's streamhub:* marks; a step that did not happen is left out.
const START_STEPS = () => {
  const resources = performance.getEntriesByType('resource');
  const path = (r) => new URL(r.name).pathname;
  const find = (re) => resources.find((r) => re.test(path(r)));
  const mark = (name) => performance.getEntriesByName(`streamhub:${name}`, 'mark')[0]?.startTime;
  const playback = find(/\/api\/v1\/videos\/[0-9a-f]{24}$/);
  const manifest = find(/\.mpd$/);
  const steps = {
    document: performance.getEntriesByType('navigation')[0]?.responseEnd,
    'app chunk': find(/\/assets\/index-[^/]*\.js$/)?.responseEnd,
    'player chunk': find(/\/assets\/PlayerPage-[^/]*\.js$/)?.responseEnd,
    'playback call start': playback?.startTime,
    'playback call end': playback?.responseEnd,
    'me call end': find(/\/api\/v1\/auth\/me$/)?.responseEnd,
    'history call end': find(/\/api\/v1\/history$/)?.responseEnd,
    'shaka chunk': find(/\/assets\/shaka-player[^/]*\.js$/)?.responseEnd ?? mark('shaka-loaded'),
    'shaka attached': mark('shaka-attached'),
    'manifest start': manifest?.startTime,
    'manifest end': manifest?.responseEnd,
    'licence call end': find(/\/api\/v1\/drm\/licence\/[^/]+$/)?.responseEnd,
    'first segment': find(/\/chunk-[^/]*\.m4s$/)?.responseEnd,
    'player loaded': mark('player-loaded'),
    'first frame': window.__probe.frameAt,
  };
  return Object.fromEntries(Object.entries(steps).filter(([, at]) => typeof at === 'number' && at > 0));
};

/** Waits for the first frame of a page that starts by itself; its steps (ms since navigation start). */
async function firstFrameOf(page, label) {
  try {
    await page.waitForFunction(() => window.__probe?.frameAt !== undefined, undefined, { timeout: RUN_TIMEOUT_MS });
  } catch (err) {
    throw new Error(`${label}: waiting for the first frame: ${err.message.split('\n')[0]} — ${await diagnose(page)}`);
  }
  return page.evaluate(START_STEPS);
}

/** A new browser context (own cache and storage, as a first visit), signed in when `session` is given. */
async function newContext(browser, session, { autoplay }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  if (session) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('streamhub.token', token);
        localStorage.setItem('streamhub.user', user);
      },
      [session.token, JSON.stringify(session.user)],
    );
  }
  if (autoplay) {
    await context.addInitScript(() => {
      window.__benchAutoplay = true;
      // The router state Play Now navigates with (AUTOPLAY_STATE), as if the page had been opened by it.
      if (window.location.pathname.startsWith('/play/'))
        window.history.replaceState({ usr: { autoplay: true }, key: 'bench', idx: 0 }, '');
    });
  }
  await context.addInitScript(FIRST_FRAME_PROBE);
  return context;
}

const stepTable = (runs) =>
  STEPS.filter((step) => runs.some((r) => r[step] !== undefined)).map((step) => {
    const values = runs.map((r) => r[step]).filter((v) => v !== undefined);
    return `  ${step.padEnd(20)} p50 ${String(percentile(values, 50)).padStart(5)} ms  p95 ${String(percentile(values, 95)).padStart(5)} ms`;
  });

export default async function mediaFirstFrame() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-ttff-'));
  const { minio, bucket } = mediaStorage();
  let key;
  let browser;
  let bareServer;
  try {
    const session = await signInSession();
    const clip = await makeClip(join(dir, 'ttff.mp4'), { width: 854, height: 480, seconds: 10 });
    // The title goes once the scenario ends (uploadAndWait registers it with bench/cleanup.mjs).
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
    bareServer = await serveBarePage(direct);

    const launch = chromiumLaunchOptions();
    // A page may start playing without a click (what Play Now's click allows the app in a browser).
    launch.args.push('--autoplay-policy=no-user-gesture-required');
    browser = await chromium.launch(launch);
    const profiles = PROFILE_NAMES.map((name) => {
      if (!PROFILES[name]) throw new Error(`no profile ${name}; profiles: ${Object.keys(PROFILES).join(', ')}`);
      return { name, ...PROFILES[name], player: [], bare: [] };
    });
    const player = { click: [], navigation: [] };
    const bare = { click: [], navigation: [] };
    // One unmeasured run of each first: the servers' caches are warm for all others (each context
    // has a cache of its own, so the browser's is cold every time, as on a first visit).
    for (let run = -1; run < RUNS; run++) {
      // Click → first frame: the player page opened directly, signed in (the app keeps its session
      // in localStorage), Play clicked once the video has its metadata.
      const context = await newContext(browser, session, { autoplay: false });
      const page = await context.newPage();
      await page.goto(`${webUrl}/play/${video._id}`);
      const p = await playOnce(page, 'player page');
      await context.close();

      const bareContext = await newContext(browser, null, { autoplay: false });
      const plain = await bareContext.newPage();
      await plain.goto(bareServer.url);
      const b = await playOnce(plain, 'bare page');
      await bareContext.close();

      // Navigation → first frame, the player asked to start by itself, per profile.
      const starts = [];
      for (const profile of profiles) {
        const playerContext = await newContext(browser, session, { autoplay: true });
        const playerPage = await playerContext.newPage();
        await profile.apply(playerPage);
        await playerPage.goto(`${webUrl}/play/${video._id}`);
        const steps = await firstFrameOf(playerPage, `player page (${profile.name})`);
        await playerContext.close();

        const autoContext = await newContext(browser, null, { autoplay: true });
        const autoPage = await autoContext.newPage();
        await profile.apply(autoPage);
        await autoPage.goto(`${bareServer.url}?autoplay`);
        const bareSteps = await firstFrameOf(autoPage, `bare page (${profile.name})`);
        await autoContext.close();
        starts.push([profile, steps, bareSteps]);
      }
      if (run < 0) continue;
      player.click.push(p.click);
      player.navigation.push(p.navigation);
      bare.click.push(b.click);
      bare.navigation.push(b.navigation);
      for (const [profile, steps, bareSteps] of starts) {
        profile.player.push(steps);
        profile.bare.push(bareSteps);
      }
    }
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const ratio = round(percentile(player.click, 50) / Math.max(1, percentile(bare.click, 50)));
    const frames = (runs) => runs.map((r) => r['first frame']);
    const startLines = profiles.flatMap((profile) => {
      const playerFrames = frames(profile.player);
      const bareFrames = frames(profile.bare);
      const target = profile.name === 'loopback' ? 1000 : 2500;
      return [
        `navigation → first frame, ${profile.label}, the player started by itself (Play Now):`,
        `  player /play/{id}: ${summary(playerFrames)} (target p50 ≤ ${target} ms); bare <video autoplay>: ${summary(bareFrames)}; ` +
          `ratio p50 ${round(percentile(playerFrames, 50) / Math.max(1, percentile(bareFrames, 50)))}x, ` +
          `p95 ${round(percentile(playerFrames, 95) / Math.max(1, percentile(bareFrames, 95)))}x`,
        `  player steps (ms since navigation start; the stream session comes with the playback call):`,
        ...stepTable(profile.player),
      ];
    });
    return {
      name: 'media-first-frame',
      lines: [
        `clip: 10 s 854x480 → 480/360; Play clicked once the page's video has its metadata; ${RUNS} runs each; load average ${load}`,
        `player /play/{id} (signed DASH via gateway, shaka): Play click → first frame ${summary(player.click)} (target ≤ 400 ms)`,
        `bare <video>, MinIO presigned MP4:                  Play click → first frame ${summary(bare.click)}`,
        `player: navigation → first frame (with the click) ${summary(player.navigation)}; bare: ${summary(bare.navigation)}`,
        `ratio player/bare (click → first frame, p50) ${ratio}x`,
        ...startLines,
      ],
      runs: RUNS,
      playerMs: player,
      bareMs: bare,
      starts: Object.fromEntries(profiles.map((p) => [p.name, { player: p.player, bare: p.bare }])),
      loadAverage: loadavg(),
    };
  } finally {
    await browser?.close();
    bareServer?.close();
    if (key) await minio.removeObject(bucket, key).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
