import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { BillingEvents, type EventEnvelope, type SubscriptionEvent, type Video } from '@streamhub/contracts';
import { api } from './http';
import { testEnv } from './env';
import { waitFor } from './wait';

const run = promisify(execFile);

export interface TestClipOptions {
  width?: number;
  height?: number;
  seconds?: number;
  /** A long clip under the tests' upload limit needs a lower quality. */
  crf?: number;
  /** ffmpeg's test card: `testsrc`, or `testsrc2` (more motion and colour, as the benchmarks use). */
  pattern?: 'testsrc' | 'testsrc2';
  fps?: number;
}

/**
 * Writes a short H.264/AAC MP4 made by ffmpeg's test sources (test card and a tone) to `path`:
 * small, so the transcode of the test stack stays quick. 480p gives a two-rung ladder (480, 360).
 */
export async function writeTestClip(
  path: string,
  { width = 854, height = 480, seconds = 6, crf, pattern = 'testsrc', fps = 24 }: TestClipOptions = {},
): Promise<string> {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${pattern}=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    ...(crf === undefined ? [] : ['-crf', String(crf)]),
    '-c:a',
    'aac',
    '-shortest',
    path,
  ]);
  return path;
}

/**
 * Writes a tone of `seconds` at `hz` as AAC in an M4A (an audio language to upload); `videoOnly`
 * writes a test card without any sound instead (a file an audio upload must refuse).
 */
export async function writeTestTone(
  path: string,
  { seconds = 6, hz = 880, videoOnly = false }: { seconds?: number; hz?: number; videoOnly?: boolean } = {},
): Promise<Buffer> {
  const input = videoOnly
    ? `testsrc=size=320x240:rate=24:duration=${seconds}`
    : `sine=frequency=${hz}:duration=${seconds}`;
  const codec = videoOnly ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-an'] : ['-c:a', 'aac'];
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', input, ...codec, path]);
  return readFile(path);
}

/** POST /videos/{id}/audio as Manage Videos sends it (language and label, then the file). */
export async function uploadAudio(
  videoId: string,
  fields: Record<string, string>,
  file: UploadFile | null,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1/videos/${videoId}/audio`, {
    method: 'POST',
    body: uploadForm(fields, file ? { file } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

/** The clip of `writeTestClip`, read back. */
export async function makeTestClip(path: string, options: TestClipOptions = {}): Promise<Buffer> {
  return readFile(await writeTestClip(path, options));
}

export interface UploadFile {
  data: Buffer;
  name: string;
  type?: string;
}

/** A multipart body in the form's order: text fields first, then files. */
export function uploadForm(fields: Record<string, string>, files: Record<string, UploadFile> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    body.append(key, new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return body;
}

/** POST /videos/upload as a browser would send it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape
export async function uploadVideo(body: FormData, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1/videos/upload`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

/** Polls the video (as an admin, who also sees it while processing) until it is transcoded. */
export function waitUntilTranscoded(videoId: string, adminToken: string, timeoutMs = 150_000): Promise<Video> {
  return waitFor(
    async () => {
      const got = await api('GET', `/videos/${videoId}`, { token: adminToken });
      const video = got.body?.data?.video as Video | undefined;
      if (video?.status === 'failed') throw new Error(`transcode failed: ${video.failureReason}`);
      return video?.status === 'active' ? video : undefined;
    },
    { timeoutMs, intervalMs: 500, what: `video ${videoId} to be transcoded` },
  );
}

/** Uploads a video as an admin (the form's fields and files) and waits until it is transcoded. */
export async function uploadReadyVideo(
  fields: Record<string, string>,
  files: Record<string, UploadFile>,
  adminToken: string,
): Promise<Video> {
  const uploaded = await uploadVideo(uploadForm(fields, files), adminToken);
  if (uploaded.status !== 201) throw new Error(`upload refused (${uploaded.status}): ${JSON.stringify(uploaded.body)}`);
  return waitUntilTranscoded(uploaded.body.data.video._id, adminToken);
}

/**
 * A live `all`-scope subscription of the user, as billing announces it (catalog's access projection
 * reads it); `tier` as a plan sells it (without one, catalog reads the defaults: HD, 2 screens).
 */
export function allAccessEvent(
  userId: string,
  planCode = 'TEST_ALL',
  tier?: Pick<SubscriptionEvent, 'maxQuality' | 'screens' | 'withAds'>,
): EventEnvelope<SubscriptionEvent> {
  const subscriptionId = randomUUID();
  const day = 24 * 60 * 60 * 1000;
  return {
    id: randomUUID(),
    type: BillingEvents.subscriptionActivated,
    key: subscriptionId,
    occurredAt: new Date().toISOString(),
    payload: {
      subscriptionId,
      userId,
      planCode,
      scope: 'all',
      episodeId: null,
      episodeName: null,
      startAt: new Date(Date.now() - day).toISOString(),
      endAt: new Date(Date.now() + 30 * day).toISOString(),
      ...tier,
    },
  };
}

/**
 * ffprobe's view of a manifest (or any media) URL: the video heights, tallest first, the video
 * codecs (`av1`, `h264`, sorted), whether there is audio, the length.
 */
export async function probeMedia(
  url: string,
): Promise<{ heights: number[]; videoCodecs: string[]; audio: boolean; seconds: number }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,height:format=duration',
    '-of',
    'json',
    url,
  ]);
  const probed = JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name?: string; height?: number }[];
    format?: { duration?: string };
  };
  const video = probed.streams.filter((s) => s.codec_type === 'video');
  const heights = [...new Set(video.map((s) => s.height!))].sort((a, b) => b - a);
  return {
    heights,
    videoCodecs: [...new Set(video.map((s) => s.codec_name ?? ''))].sort(),
    audio: probed.streams.some((s) => s.codec_type === 'audio'),
    seconds: Number(probed.format?.duration ?? 0),
  };
}

/** ffprobe's width and height of an image (or a video's first stream) at `url`. */
export async function probeImageSize(url: string): Promise<{ width: number; height: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'json', url]);
  const stream = (JSON.parse(stdout) as { streams: { width?: number; height?: number }[] }).streams[0];
  return { width: stream?.width ?? 0, height: stream?.height ?? 0 };
}
