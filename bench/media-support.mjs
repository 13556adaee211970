// Helpers of the media benchmarks: a generated clip, an upload through the gateway, a signed URL.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gatewayUrl } from './lib.mjs';

export const ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@streamhub.local',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'Admin@123',
};

/** A test-card clip with a tone, H.264/AAC, made by ffmpeg's lavfi sources. */
export function makeClip(path, { width, height, seconds }) {
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-c:a',
    'aac',
    '-shortest',
    path,
  ]);
  return path;
}

export async function signIn(credentials = ADMIN) {
  const res = await fetch(`${gatewayUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${body.message}`);
  return body.data.token;
}

/** Uploads `path` and waits until it is transcoded; returns the video (with signed sources for the admin). */
export async function uploadAndWait(token, path, title) {
  const form = new FormData();
  form.append('videoTitle', title);
  form.append('genre', 'BENCH');
  form.append('file', new Blob([readFileSync(path)], { type: 'video/mp4' }), 'clip.mp4');
  const res = await fetch(`${gatewayUrl}/api/v1/videos/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${body.message}`);
  const id = body.data.video._id;
  for (;;) {
    const got = await (
      await fetch(`${gatewayUrl}/api/v1/videos/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const video = got.data?.video;
    if (video?.status === 'active') return video;
    if (video?.status === 'failed') throw new Error(`transcode failed: ${video.failureReason}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
