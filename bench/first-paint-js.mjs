// `node bench/first-paint-js.mjs`: the JS and CSS each web app loads before its first paint
// (gzipped), and its first contentful paint, median of 5 loads: the viewer app's home (/) and the
// admin app's dashboard (/admin, signed in). Builds nothing: build the two apps first
// (`npx nx run-many -t build --projects=@streamhub/web,@streamhub/admin-web`). It serves web/dist
// and admin-web/dist itself on 127.0.0.1 (WEB_PORT / ADMIN_PORT, else free ports), or measures
// builds served elsewhere with --web-url=… --admin-url=…; --web-dist=… --admin-dist=… serve other
// build folders (say, a build of main to compare with). Options: --runs=N, --list (the files).
//
// No API answers: every /api call gets a 404, except the two the admin dashboard needs to show
// (GET /auth/me for the stored admin session, GET /admin/dashboard), answered with fixed figures.
// The viewer's home paints its shell (header, hero and row placeholders, footer).
// Each load runs twice: as is on the loopback, and over a throttled link (150 ms round trip,
// 1.6 Mbit/s down, like Lighthouse's slow 4G) where the JS bytes show in the paint time. Counted:
// the files the first paint waits for, i.e. what the HTML asks for and what was requested before
// all of that had arrived; chunks the running code imports are shown apart ("lazy … before FCP")
// when requested before the paint, which does not wait for them. The largest set of all loads is
// reported.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/src/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const runs = Number(args.runs ?? 5);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server for a built app: files from dist, gzipped when asked, index.html for every other path. */
async function serveDist(dist, port) {
  await stat(path.join(dist, 'index.html')).catch(() => {
    throw new Error(`${path.relative(root, dist)}/index.html missing: build the app first`);
  });
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = path.join(dist, path.normalize(pathname));
      if (!file.startsWith(dist) || !(await stat(file).catch(() => null))?.isFile())
        file = path.join(dist, 'index.html');
      const body = await readFile(file);
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(body) : body);
    })().catch((err) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

const ADMIN = {
  _id: '000000000000000000000001',
  name: 'First Paint Admin',
  email: 'admin@streamhub.test',
  mobile: '',
  role: 'admin',
  status: 'active',
  subscriptionStatus: 'none',
  subscription: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  isAdmin: true,
};
const days = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  value: (i * 7) % 11,
}));
const DASHBOARD = {
  totalClients: 1234,
  totalVideos: 56,
  totalEarning: 78900,
  activeSubscriptionCount: 321,
  recentSubscriptions: [],
  revenueByDay: days,
  userGrowthByDay: days,
};

const apiAnswer = (pathname) => {
  if (pathname.endsWith('/auth/me')) return { status: 200, body: { success: true, data: { user: ADMIN } } };
  if (pathname.endsWith('/admin/dashboard')) return { status: 200, body: { success: true, data: DASHBOARD } };
  return { status: 404, body: { success: false, message: 'No API in this measurement' } };
};

/** One load: the JS and CSS requested before the first contentful paint, and that paint's time. */
async function load(browser, page, { signedInAdmin, throttled }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (signedInAdmin) {
    await context.addInitScript(
      ([user]) => {
        localStorage.setItem('streamhub.token', 'first-paint-measurement');
        localStorage.setItem('streamhub.user', JSON.stringify(user));
      },
      [ADMIN],
    );
  }
  await context.route('**/api/**', (route) => {
    const { status, body } = apiAnswer(new URL(route.request().url()).pathname);
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  const tab = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await tab.goto(page.url, { waitUntil: 'load' });
  await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 30_000,
  });
  await tab.waitForLoadState('networkidle');
  const result = await tab.evaluate(
    (asked) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const resources = performance.getEntriesByType('resource').filter((e) => /\.(js|css)(\?|$)/.test(e.name));
      // What the HTML asks for (entry script, modulepreloads, stylesheets), then whatever was requested
      // before all that had arrived: a module graph is fetched whole before any of it runs, so only
      // code that runs, i.e. import(), can start a request after.
      const waited = new Set(resources.filter((e) => asked.includes(e.name)));
      for (let grew = true; grew;) {
        const arrived = Math.max(...[...waited].map((e) => e.responseEnd));
        const more = resources.filter((e) => !waited.has(e) && e.startTime < arrived);
        more.forEach((e) => waited.add(e));
        grew = more.length > 0;
      }
      return {
        fcp,
        files: [...waited].map((e) => e.name),
        lazyBeforePaint: resources.filter((e) => !waited.has(e) && e.startTime < fcp).map((e) => e.name),
      };
    },
    await askedByHtml(page.url),
  );
  await context.close();
  return result;
}

/** The scripts and stylesheets a page's HTML asks for, as served (the app adds links of its own later). */
async function askedByHtml(url) {
  const html = await (await fetch(url)).text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith('<script') || /rel="(modulepreload|stylesheet)"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
    .map((src) => new URL(src, url).href);
}

const gzipCache = new Map();
async function gzippedSize(url) {
  if (!gzipCache.has(url)) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    gzipCache.set(url, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length);
  }
  return gzipCache.get(url);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => (bytes / 1000).toFixed(1);

async function measure(browser, page) {
  const local = [];
  const throttled = [];
  for (let i = 0; i < runs; i += 1) {
    local.push(await load(browser, page, { signedInAdmin: page.signedInAdmin, throttled: false }));
    throttled.push(await load(browser, page, { signedInAdmin: page.signedInAdmin, throttled: true }));
  }
  const sized = (urls) => Promise.all(urls.map(async (url) => ({ url, gzip: await gzippedSize(url) })));
  const total = (list) => list.reduce((sum, f) => sum + f.gzip, 0);
  const all = [...local, ...throttled];
  // The same files on every load; should one differ, the largest set is reported.
  const sets = await Promise.all(all.map((r) => sized(r.files)));
  const waited = sets.sort((a, b) => total(b) - total(a))[0];
  const js = waited.filter((f) => /\.js(\?|$)/.test(f.url));
  const css = waited.filter((f) => /\.css(\?|$)/.test(f.url));
  const lazy = (await Promise.all(all.map((r) => sized(r.lazyBeforePaint)))).sort((a, b) => total(b) - total(a))[0];
  return {
    ...page,
    jsFiles: js,
    cssFiles: css,
    jsGzip: total(js),
    cssGzip: total(css),
    lazyFiles: lazy,
    lazyGzip: total(lazy),
    fcpLocal: median(local.map((r) => r.fcp)),
    fcpThrottled: median(throttled.map((r) => r.fcp)),
  };
}

const servers = [];
/** An app's address: the one given, else its build folder served here (closed at the end). */
async function appUrl(givenUrl, distDir, port) {
  if (givenUrl) return givenUrl;
  const { server, url } = await serveDist(path.resolve(distDir), Number(port ?? 0));
  servers.push(server);
  return url;
}
try {
  const webUrl = await appUrl(args['web-url'], args['web-dist'] ?? path.join(root, 'web/dist'), process.env.WEB_PORT);
  const adminUrl = await appUrl(
    args['admin-url'],
    args['admin-dist'] ?? path.join(root, 'admin-web/dist'),
    process.env.ADMIN_PORT,
  );
  const pages = [
    { app: 'web', page: '/ (home)', url: new URL('/', webUrl).href, signedInAdmin: false },
    { app: 'admin-web', page: '/admin (dashboard)', url: new URL('/admin', adminUrl).href, signedInAdmin: true },
  ];
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  try {
    for (const page of pages) results.push(await measure(browser, page));
  } finally {
    await browser.close();
  }

  console.log(`\nWhat the first paint waits for, FCP median of ${runs} loads (KB = 1000 bytes, gzip -9)`);
  console.log(
    'app        page                 JS files  JS KB gz  CSS KB gz  FCP ms local  FCP ms slow 4G  lazy KB gz before FCP',
  );
  for (const r of results) {
    console.log(
      `${r.app.padEnd(10)} ${r.page.padEnd(20)} ${String(r.jsFiles.length).padStart(8)} ${kb(r.jsGzip).padStart(9)} ${kb(
        r.cssGzip,
      ).padStart(10)} ${r.fcpLocal.toFixed(0).padStart(13)} ${r.fcpThrottled.toFixed(0).padStart(15)} ${kb(
        r.lazyGzip,
      ).padStart(22)}`,
    );
    if (args.list) {
      for (const f of [...r.jsFiles, ...r.cssFiles].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`             ${kb(f.gzip).padStart(7)}  ${new URL(f.url).pathname}`);
      }
      for (const f of r.lazyFiles)
        console.log(`             ${kb(f.gzip).padStart(7)}  ${new URL(f.url).pathname} (lazy)`);
    }
  }
} finally {
  for (const server of servers) server.close();
}
