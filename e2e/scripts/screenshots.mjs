// Screenshots of the viewer app for the docs: home, the watch page of the demo series with the most
// parts, its player, and profile, at 390 and 1366 px wide, signed in as the demo viewer, once the demo catalogue
// has gone through the media pipeline (no title still processing). Expects a running stack
// (e2e/scripts/screenshots.sh starts one); writes to docs/screenshots/ or SCREENSHOTS_DIR.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../src/chromium.mjs';

const port = (name, fallback) => process.env[name] ?? fallback;
const GATEWAY_URL = (process.env.GATEWAY_URL || `http://127.0.0.1:${port('GATEWAY_PORT', 3000)}`).replace(/\/$/, '');
const WEB_URL = (process.env.WEB_URL || `http://127.0.0.1:${port('WEB_PORT', 5173)}`).replace(/\/$/, '');
const OUT = resolve(process.env.SCREENSHOTS_DIR || new URL('../../docs/screenshots/', import.meta.url).pathname);
const WAIT_SECONDS = Number(process.env.SCREENSHOTS_WAIT_SECONDS ?? 900);
const WIDTHS = [390, 1366];
const DEMO_VIEWER = { email: 'user@streamhub.local', password: 'User@123' };
const DEMO_ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@streamhub.local',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'Admin@123',
};

async function call(method, path, { token, body } = {}) {
  const res = await fetch(`${GATEWAY_URL}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

const signIn = (credentials) => call('POST', '/auth/signin', { body: credentials });

/** Waits until no video is still processing (the demo catalogue transcodes in the background). */
async function waitForDemoMedia(adminToken) {
  const deadline = Date.now() + WAIT_SECONDS * 1000;
  let last;
  for (;;) {
    const { total } = await call('GET', '/admin/videos?status=processing&limit=1', { token: adminToken });
    if (total === 0) return;
    if (total !== last) console.log(`screenshots: ${total} videos still processing...`);
    last = total;
    if (Date.now() > deadline) throw new Error(`${total} videos still processing after ${WAIT_SECONDS} s`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

const admin = await signIn(DEMO_ADMIN);
const viewer = await signIn(DEMO_VIEWER);
await waitForDemoMedia(admin.token);
// The demo series with the most parts (titles made by tests start with "E2E").
const { episodes } = await call('GET', '/videos/episodes/all');
const demo = episodes.filter((group) => !group.episodeName.startsWith('E2E')).sort((a, b) => b.count - a.count);
const series = (demo[0] ?? episodes[0])?.episodeName;
if (!series) throw new Error('the catalogue has no series to show');

/**
 * The player on the series' first part, paused a few seconds in with its controls showing (as a
 * phone shows them at 390 px: touch screen, big play button), signed in as the demo admin, who may
 * watch everything.
 */
async function playerShot(width) {
  const { parts } = await call('GET', `/videos/episodes/by-name/${encodeURIComponent(series)}`);
  const part = parts?.[0];
  if (!part) throw new Error(`${series} has no parts to play`);
  const phone = width < 600;
  const context = await browser.newContext({ viewport: { width, height: 860 }, hasTouch: phone, isMobile: phone });
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('streamhub.token', token);
      localStorage.setItem('streamhub.user', user);
    },
    [admin.token, JSON.stringify(admin.user)],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${WEB_URL}/play/${part._id}?t=3`);
  await page.locator('[data-state="paused"]').waitFor();
  await page.waitForFunction('(document.querySelector("video")?.readyState ?? 0) >= 2');
  const file = `${OUT}/player-${width}.png`;
  await page.screenshot({ path: file });
  console.log(`screenshots: ${file}`);
  await context.close();
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 860 } });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('streamhub.token', token);
        localStorage.setItem('streamhub.user', user);
      },
      [viewer.token, JSON.stringify(viewer.user)],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    for (const [name, path] of [
      ['home', '/'],
      ['watch', `/watch/${encodeURIComponent(series)}`],
      ['profile', '/profile'],
    ]) {
      await page.goto(`${WEB_URL}${path}`);
      await page.waitForLoadState('networkidle');
      await page.getByText('Loading...').first().waitFor({ state: 'hidden' });
      const file = `${OUT}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: name !== 'profile' });
      console.log(`screenshots: ${file}`);
    }
    await context.close();
    await playerShot(width);
  }
} finally {
  await browser.close();
}
