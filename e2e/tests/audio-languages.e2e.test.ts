import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AudioTrackMessages, type AuthResult, type Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  closeTestKafka,
  makeTestClip,
  publishEvent,
  signInAs,
  unique,
  uploadForm,
  uploadVideo,
  waitUntilTranscoded,
  writeTestTone,
} from '@streamhub/testkit';
import { createVerifiedAccount, waitUntilEntitled } from '../src/accounts';
import { ADMIN_URL, launchBrowser, seedSession } from '../src/browser';
import { expectToast, playWithAudioMenu } from '../src/ui';

/*
 * An audio language added after the encode, end to end in the browser: an admin uploads a Hindi
 * file from Manage Videos (a tone as long as the video) and sees it prepared; a subscriber's audio
 * menu then lists it beside the source's English, and choosing it has shaka fetch its segments.
 */

const UI_TIMEOUT = 30_000;

let browser: Browser;
let dir: string;
let admin: AuthResult;
let subscriber: AuthResult;
let video: Video;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-audio-languages-e2e-'));
  const account = await createVerifiedAccount('dubs');
  const [clip, adminSession, viewerSession] = await Promise.all([
    makeTestClip(join(dir, 'clip.mp4')),
    signInAs(DEMO_ADMIN),
    signInAs({ email: account.email, password: account.password }),
  ]);
  admin = adminSession;
  subscriber = viewerSession;
  await publishEvent(allAccessEvent(subscriber.user._id, 'E2E_ALL'));
  const uploaded = await uploadVideo(
    uploadForm(
      { videoTitle: unique('E2E DUBBED LATER '), genre: 'drama', languages: 'English' },
      { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
    ),
    admin.token,
  );
  expect(uploaded.status).toBe(201);
  video = await waitUntilTranscoded(uploaded.body.data.video._id, admin.token);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('an audio language uploaded from Manage Videos', () => {
  it('is refused when too long, then prepared, listed in the audio menu and played when chosen', async () => {
    const adminContext = await browser.newContext();
    await seedSession(adminContext, admin);
    const page = await adminContext.newPage();
    try {
      await page.goto(`${ADMIN_URL}/admin/movies`);
      await page.getByRole('searchbox', { name: 'Search videos' }).fill(video.videoTitle);
      await page.locator(`tr[data-video-id="${video._id}"]`).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: `Audio languages of ${video.videoTitle} (0)` }).click();
      const dialog = page.getByRole('dialog', { name: 'Audio Languages' });
      await dialog.getByRole('textbox', { name: 'Language (BCP-47, e.g. en, hi)' }).fill('hi');
      await dialog.getByRole('textbox', { name: 'Label' }).fill('हिन्दी');

      // A file twice the video's length: refused, with both lengths.
      await dialog.getByLabel('Audio file').setInputFiles(await toneFile('long.m4a', 12));
      await dialog.getByRole('button', { name: 'Upload Audio' }).click();
      await dialog
        .getByRole('alert')
        .getByText(/^The audio is 0:1[12]\.\d long but the video is 0:0[56]\.\d/)
        .waitFor({ timeout: UI_TIMEOUT });

      await dialog.getByLabel('Audio file').setInputFiles(await toneFile('hindi.m4a', 6));
      await dialog.getByRole('button', { name: 'Upload Audio' }).click();
      await expectToast(page, AudioTrackMessages.accepted);
      const list = dialog.getByRole('list', { name: 'Audio languages' });
      await list.getByText('Ready').waitFor({ timeout: 90_000 });
      expect(await list.locator('li').allTextContents()).toEqual([expect.stringMatching(/^हिन्दी \(hi\) · Ready/)]);
    } finally {
      await adminContext.close();
    }

    await waitUntilEntitled(video._id, subscriber.token);
    const context = await browser.newContext();
    await seedSession(context, subscriber);
    const player = await context.newPage();
    try {
      const menu = await playWithAudioMenu(player, video._id, ['English', 'हिन्दी'], UI_TIMEOUT);
      // Only shaka's active audio track is fetched: the upload's own segments once it is chosen.
      const hindiFetched = player.waitForResponse(
        (r) => /\/audio-hi-[0-9a-f]{12}-(init|\d{5})\.m4s$/.test(r.url()) && r.ok(),
        { timeout: UI_TIMEOUT },
      );
      await expect.poll(() => menu.getAttribute('data-playing-lang'), { timeout: UI_TIMEOUT }).toBe('en');
      await menu.selectOption({ label: 'हिन्दी' });
      await hindiFetched;
      // Shaka's active audio track is the upload's language now.
      await expect.poll(() => menu.getAttribute('data-playing-lang'), { timeout: UI_TIMEOUT }).toBe('hi');
      expect(await menu.inputValue()).toBe('hi');
    } finally {
      await context.close();
    }
  }, 240_000);
});

async function toneFile(name: string, seconds: number): Promise<string> {
  const path = join(dir, name);
  await writeTestTone(path, { seconds, hz: 660 });
  return path;
}
