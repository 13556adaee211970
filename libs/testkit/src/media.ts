import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Video } from '@streamhub/contracts';
import { api } from './http';
import { testEnv } from './env';
import { waitFor } from './wait';

const run = promisify(execFile);

/**
 * A short H.264/AAC MP4 made by ffmpeg's test sources (test card and a tone): small, so the
 * transcode of the test stack stays quick. 480p gives a two-rung ladder (480, 360).
 */
export async function makeTestClip(
  path: string,
  { width = 854, height = 480, seconds = 6 }: { width?: number; height?: number; seconds?: number } = {},
): Promise<Buffer> {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=24:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    path,
  ]);
  return readFile(path);
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
