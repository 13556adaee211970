import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { DIRECT_UPLOAD_LIMITS, type AuthResult, type Video } from '@streamhub/contracts';
import { api, DEMO_ADMIN, makeTestClip, signInAs, unique, waitFor } from '@streamhub/testkit';
import { ADMIN_URL, browserPerFile, pagePerTest, seedSession } from '../src/browser';

/*
 * Upload Video sends the video straight to object storage in parts (docs/media.md "Direct
 * uploads"): the network goes down while the second part is on its way, and once it is back the
 * upload carries on from the part stored and completes, without sending that part again.
 */

const UI_TIMEOUT = 30_000;
const browser = browserPerFile();
let page: Page;
let context: BrowserContext;
let admin: AuthResult;
let dir: string;
pagePerTest(
  browser,
  (p, c) => {
    page = p;
    context = c;
  },
  { timeoutMs: UI_TIMEOUT },
);

beforeAll(async () => {
  admin = await signInAs(DEMO_ADMIN);
  dir = await mkdtemp(join(tmpdir(), 'upload-resume-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A tiny clip followed by an ISO BMFF `free` box: a valid MP4 of `size` bytes (two parts). */
async function twoPartMp4(size: number): Promise<string> {
  const clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 180, seconds: 2 });
  const box = Buffer.alloc(size - clip.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  const bytes = Buffer.concat([clip, box]);
  const path = join(dir, 'two-parts.mp4');
  await writeFile(path, bytes);
  return path;
}

describe('Upload Video straight to storage', () => {
  it('carries on after the network was cut mid-way and completes without sending the stored part again', async () => {
    const file = await twoPartMp4(DIRECT_UPLOAD_LIMITS.partSize + 2 * 1024 * 1024);
    const puts = new Map<number, number>();
    let cutSeen!: () => void;
    const cut = new Promise<void>((resolve) => (cutSeen = resolve));
    let firstPartStored!: () => void;
    const stored = new Promise<void>((resolve) => (firstPartStored = resolve));
    let networkDown!: () => void;
    const down = new Promise<void>((resolve) => (networkDown = resolve));
    // Part PUTs go to storage, not to the gateway; part 2's first attempt is held until the network is down.
    await context.route(/[?&]partNumber=\d+/, async (route: Route) => {
      const url = new URL(route.request().url());
      if (route.request().method() !== 'PUT') return route.continue();
      const part = Number(url.searchParams.get('partNumber'));
      const attempt = (puts.get(part) ?? 0) + 1;
      puts.set(part, attempt);
      if (part === 1 && attempt === 1) {
        const response = await route.fetch();
        await route.fulfill({ response });
        return firstPartStored();
      }
      if (part === 2 && attempt === 1) {
        // Half-way: the first part is stored, the second is on its way when the network goes.
        await stored;
        cutSeen();
        await down;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });

    await seedSession(context, admin);
    await page.goto(`${ADMIN_URL}/admin/movies`);
    await page.getByRole('button', { name: '+ Upload Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    const title = unique('E2E RESUMED ').toUpperCase();
    await dialog.getByLabel('Video Title *').fill(title);
    await dialog.getByLabel('Genre *').fill('documentary');
    await dialog.getByLabel('Video File *').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();

    await cut;
    await context.setOffline(true);
    networkDown();
    await dialog.getByText('Offline: the upload carries on when the connection is back').waitFor();
    await context.setOffline(false);

    await page.getByText('Video uploaded successfully').first().waitFor();
    await dialog
      .getByRole('progressbar', { name: 'Transcode progress' })
      .or(dialog.getByText(/^Ready:/))
      .waitFor();
    // Part 1 went once; part 2 again after the cut.
    expect(puts.get(1)).toBe(1);
    expect(puts.get(2)).toBeGreaterThanOrEqual(2);

    const video = await waitFor(
      async () => {
        const res = await api('GET', `/admin/videos?q=${encodeURIComponent(title)}&status=all`, {
          token: admin.token,
        });
        return (res.body?.data?.videos as Video[] | undefined)?.find((v) => v.videoTitle === title);
      },
      { timeoutMs: 10_000, what: 'the uploaded title in the admin list' },
    );
    expect(['processing', 'active']).toContain(video.status);
  }, 120_000);
});
