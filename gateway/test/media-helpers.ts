/** Shared steps of the media suites: a subscribed viewer, a transcoded upload, signed sources, ffprobe. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { SubscriptionEvent, Video } from '@streamhub/contracts';
import {
  allAccessEvent,
  api,
  publishEvent,
  signUpVerifiedUser,
  testEnv,
  unique,
  uploadForm,
  uploadVideo,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';

const run = promisify(execFile);

/**
 * A new verified viewer (the email made unique from `emailPrefix`) with a live all-access
 * subscription; `planCode` and `tier` as `allAccessEvent` takes them (its defaults when left out).
 */
export async function subscribedViewer(
  name: string,
  emailPrefix: string,
  planCode?: string,
  tier?: Pick<SubscriptionEvent, 'maxQuality' | 'screens' | 'withAds'>,
): Promise<{ token: string; userId: string }> {
  const viewer = await signUpVerifiedUser({
    name,
    email: `${unique(emailPrefix)}@test.local`,
    mobile: '9876543210',
    password: 'secret123',
  });
  await publishEvent(allAccessEvent(viewer.userId, planCode, tier));
  return viewer;
}

/**
 * Uploads an MP4 as the admin with the given form fields, expects the upload accepted (201) and
 * waits until the video is transcoded.
 */
export async function uploadTranscodedVideo(
  fields: Record<string, string>,
  data: Buffer,
  admin: string,
  name = 'source.mp4',
): Promise<Video> {
  const uploaded = await uploadVideo(uploadForm(fields, { file: { data, name, type: 'video/mp4' } }), admin);
  expect(uploaded.status).toBe(201);
  return waitUntilTranscoded(uploaded.body.data.video._id, admin);
}

/** The video as a subscriber gets it, with signed sources, once the subscription has reached the access check. */
export function subscriberVideo(videoId: string, token: string): Promise<Video> {
  return waitFor(
    async () => {
      const res = await api('GET', `/videos/${videoId}`, { token });
      const got = res.body?.data?.video as Video | undefined;
      return got && got.sources.length > 0 ? got : undefined;
    },
    { timeoutMs: 20_000, what: 'the subscription to reach the access check' },
  );
}

/** The full URL of the video's signed HLS master or DASH manifest. */
export const sourceUrl = (v: Video, type: 'hls' | 'dash') =>
  `${testEnv.gatewayUrl}${v.sources.find((s) => s.type === type)!.url}`;

/** The video of exactly this title in the admin list (any status), if it is there. */
export async function adminVideoTitled(admin: string, title: string): Promise<Video | undefined> {
  const res = await api('GET', `/admin/videos?q=${encodeURIComponent(title)}&status=all`, { token: admin });
  return (res.body?.data?.videos as Video[] | undefined)?.find((v) => v.videoTitle === title);
}

/** ffprobe's streams of a URL, as its JSON lists them. */
export async function ffprobeStreams(
  url: string,
): Promise<{ codec_type: string; codec_name?: string; tags?: { language?: string } }[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', url], { timeout: 60_000 });
  return (
    JSON.parse(stdout) as { streams: { codec_type: string; codec_name?: string; tags?: { language?: string } }[] }
  ).streams;
}
