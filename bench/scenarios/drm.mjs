import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { NEW_STREAM_SESSION, STREAM_SESSION_HEADER, kidToBase64Url } from '@streamhub/contracts';
import { allAccessEvent, closeTestKafka, publishEvent, signUpVerifiedUser } from '@streamhub/testkit';
import { chromiumLaunchOptions } from '../../e2e/src/chromium.mjs';
import { gatewayUrl, round } from '../lib.mjs';
import { makeClip, signInSession } from '../media-support.mjs';
import { FIRST_FRAME_PROBE, percentile, playOnce, summary } from './media-first-frame.mjs';

/**
 * Content protection (docs/drm.md "Bench"):
 * 1. licence latency: VIEWERS subscribed viewers (one account each: the licence rate limit is per
 *    account) each hold a playback of one protected title and ask for its licence ROUNDS times, all
 *    at once (100 requests in flight); p50/p99 of the round trip. Target p99 ≤ 50 ms.
 * 2. first frame after Play in Chromium for the same clip uploaded protected and clear (ClearKey
 *    licence on the protected side), alternating, RUNS each. Target protected/clear ≤ 1.2×.
 * 3. packaging time per hour of content: Shaka Packager over the same CMAF rendition clear and
 *    encrypted (raw-key cenc, as the worker runs it), and the stack's re-package job (download,
 *    packager, upload) of a clear title; seconds scaled to one hour of content.
 */
const VIEWERS = Number(process.env.BENCH_DRM_VIEWERS ?? 100);
const ROUNDS = Number(process.env.BENCH_DRM_ROUNDS ?? 5);
const RUNS = Number(process.env.BENCH_DRM_TTFF_RUNS ?? 5);
const PACKAGE_SECONDS = Number(process.env.BENCH_DRM_PACKAGE_SECONDS ?? 120);
const webUrl = (process.env.WEB_URL ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`).replace(/\/$/, '');
const packagerPath =
  process.env.SHAKA_PACKAGER ?? join(homedir(), '.cache', 'streamhub', 'shaka-packager-1.5.1', 'packager');

async function call(method, path, token, { body, headers = {} } = {}) {
  const res = await fetch(`${gatewayUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      // Spread over addresses, as many viewers would be (the per-address limits of sign-up).
      'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Uploads with the form's protection field and waits until it is transcoded. */
async function upload(token, clip, title, protection) {
  const form = new FormData();
  form.append('videoTitle', title);
  form.append('genre', 'BENCH');
  form.append('protection', protection);
  form.append('file', new Blob([readFileSync(clip)], { type: 'video/mp4' }), 'clip.mp4');
  const res = await fetch(`${gatewayUrl}/api/v1/videos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body.message}`);
  for (;;) {
    const video = (await call('GET', `/videos/${body.data.video._id}`, token)).body?.data?.video;
    if (video?.status === 'active') return video;
    if (video?.status === 'failed') throw new Error(`transcode failed: ${video.failureReason}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The key ids the title's manifest names (hex). */
async function manifestKids(video) {
  const url = `${gatewayUrl}${video.sources.find((s) => s.type === 'dash').url}`;
  const mpd = await (await fetch(url)).text();
  return [...new Set([...mpd.matchAll(/cenc:default_KID="([0-9a-f-]{36})"/g)].map((m) => m[1].replaceAll('-', '')))];
}

async function licenceLatency(videoId) {
  const stamp = Date.now();
  const viewers = [];
  for (let i = 0; i < VIEWERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, VIEWERS - i) }, (_, j) =>
        signUpVerifiedUser({
          name: `Bench Viewer ${i + j}`,
          email: `bench-drm-${stamp}-${i + j}@test.local`,
          mobile: '9876543210',
          password: 'secret123',
        }),
      ),
    );
    viewers.push(...batch);
  }
  for (const v of viewers) await publishEvent(allAccessEvent(v.userId, 'BENCH_DRM', { maxQuality: 'HD', screens: 4 }));
  // Each viewer's playback (its stream session) and the title's key ids.
  let kids;
  const sessions = await Promise.all(
    viewers.map(async (v) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const res = await call('GET', `/videos/${videoId}`, v.token, {
          headers: { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION },
        });
        const video = res.body?.data?.video;
        if (video?.sources?.length) {
          kids ??= await manifestKids(video);
          return res.body.data.session?.id ?? null;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the subscription did not reach the access check');
    }),
  );
  const body = { kids: kids.map(kidToBase64Url), type: 'temporary' };
  const times = [];
  let refused = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      viewers.map(async (v, i) => {
        const started = performance.now();
        const res = await call('POST', `/drm/licence/${videoId}`, v.token, {
          body,
          headers: sessions[i] ? { [STREAM_SESSION_HEADER]: sessions[i] } : {},
        });
        times.push(performance.now() - started);
        if (res.status !== 200) refused++;
      }),
    );
  }
  return { times, refused, total: VIEWERS * ROUNDS };
}

async function firstFrames(session, protectedId, clearId) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const sides = { protected: [], clear: [] };
  try {
    for (let run = -1; run < RUNS; run++) {
      for (const [side, id] of [
        ['protected', protectedId],
        ['clear', clearId],
      ]) {
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
        await page.goto(`${webUrl}/play/${id}`);
        const measured = await playOnce(page, `${side} player page`);
        await context.close();
        if (run >= 0) sides[side].push(measured.navigation);
      }
    }
  } finally {
    await browser.close();
  }
  return sides;
}

/** Shaka Packager over one CMAF rendition (video and audio), clear and encrypted; wall seconds of each. */
function packagingTimes(dir) {
  const source = join(dir, 'package-source.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=854x480:rate=24:duration=${PACKAGE_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${PACKAGE_SECONDS}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '96',
    '-c:a',
    'aac',
    '-movflags',
    '+frag_keyframe+empty_moov+default_base_moof',
    source,
  ]);
  const run = (name, extra) => {
    const out = join(dir, name);
    execFileSync('mkdir', ['-p', out]);
    const started = performance.now();
    execFileSync(
      packagerPath,
      [
        `in=${source},stream=video,init_segment=${out}/init-0.m4s,segment_template=${out}/chunk-0-$Number%05d$.m4s,drm_label=SD`,
        `in=${source},stream=audio,init_segment=${out}/init-1.m4s,segment_template=${out}/chunk-1-$Number%05d$.m4s,drm_label=AUDIO`,
        ...extra,
        '--segment_duration',
        '4',
        '--mpd_output',
        `${out}/manifest.mpd`,
      ],
      { stdio: 'ignore' },
    );
    return (performance.now() - started) / 1000;
  };
  const hex = () =>
    [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const keys = ['SD', 'AUDIO'].map((label) => `label=${label}:key_id=${hex()}:key=${hex()}`).join(',');
  const encryptedArgs = [
    '--enable_raw_key_encryption',
    '--keys',
    keys,
    '--protection_scheme',
    'cenc',
    '--protection_systems',
    'CommonSystem,Widevine,PlayReady',
    '--clear_lead',
    '0',
  ];
  // Alternating, three each: the median of each side.
  const clear = [];
  const encrypted = [];
  for (let i = 0; i < 3; i++) {
    clear.push(run(`clear-${i}`, []));
    encrypted.push(run(`cenc-${i}`, encryptedArgs));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[1];
  return { clear: median(clear), encrypted: median(encrypted) };
}

/** The stack's re-package job of a clear title: its wall time as catalog records it. */
async function repackageSeconds(token, videoId) {
  const asked = await call('POST', `/admin/videos/${videoId}/protection`, token);
  if (asked.status !== 202) throw new Error(`re-package refused: ${asked.status} ${asked.body?.message}`);
  for (;;) {
    const status = (await call('GET', `/admin/videos/${videoId}/protection`, token)).body?.data;
    if (status?.repackage?.status === 'done') return status.repackage.seconds;
    if (status?.repackage?.status === 'failed') throw new Error(`re-package failed: ${status.repackage.failureReason}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function drm() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-bench-drm-'));
  try {
    const session = await signInSession();
    const clip = await makeClip(join(dir, 'drm.mp4'), { width: 854, height: 480, seconds: 10 });
    const stamp = Date.now();
    const protectedVideo = await upload(session.token, clip, `BENCH DRM PROTECTED ${stamp}`, 'protected');
    const clearVideo = await upload(session.token, clip, `BENCH DRM CLEAR ${stamp}`, 'clear');

    const licences = await licenceLatency(protectedVideo._id);
    const frames = await firstFrames(session, protectedVideo._id, clearVideo._id);
    const packaging = packagingTimes(dir);
    const repackaged = await repackageSeconds(session.token, clearVideo._id);
    const duration = clearVideo.durationSeconds || 10;
    const perHour = (seconds, content) => round((seconds * 3600) / content, 1);
    const p = (values, q) => round(percentile(values, q), 0);
    const ratio = round(percentile(frames.protected, 50) / Math.max(1, percentile(frames.clear, 50)));
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    return {
      name: 'drm',
      lines: [
        `load average ${load}`,
        `licence: ${licences.total} requests, ${VIEWERS} in flight at once (${VIEWERS} accounts × ${ROUNDS} rounds): ` +
          `p50 ${p(licences.times, 50)} ms  p99 ${p(licences.times, 99)} ms  max ${p(licences.times, 100)} ms, ` +
          `${licences.refused} refused (target p99 ≤ 50 ms)`,
        `first frame (navigation → first frame, ${RUNS} runs each, same 10 s clip): protected ${summary(frames.protected)}; ` +
          `clear ${summary(frames.clear)}; protected/clear p50 ${ratio}x (target ≤ 1.2x)`,
        `packager over ${PACKAGE_SECONDS} s of 480p CMAF: clear ${round(packaging.clear, 2)} s, cenc ${round(packaging.encrypted, 2)} s ` +
          `→ per hour of content clear ${perHour(packaging.clear, PACKAGE_SECONDS)} s, cenc ${perHour(packaging.encrypted, PACKAGE_SECONDS)} s ` +
          `(${round(packaging.encrypted / Math.max(0.001, packaging.clear))}x)`,
        `re-package job (storage → packager → storage) of the ${duration} s clear title: ${repackaged} s → ${perHour(repackaged, duration)} s per hour of content`,
      ],
      licenceMs: { p50: p(licences.times, 50), p99: p(licences.times, 99) },
      firstFrameMs: frames,
      packagingSeconds: packaging,
      repackageSeconds: repackaged,
      loadAverage: loadavg(),
    };
  } finally {
    await closeTestKafka().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
