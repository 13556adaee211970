// The media edge's token check, in nginx's JavaScript (njs 0.7, Debian's libnginx-mod-http-js),
// run before the cache or the gateway is asked anything. Same format and rules as
// gateway/src/media/media-token.ts: `<videoId>.<userId>.<expiresAt>[.trailer][.h<height>][.s<session>].<HMAC>`,
// the HMAC-SHA256 (base64url) of everything before it under MEDIA_URL_SECRET.
import crypto from 'crypto';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const TAGS = [/^trailer$/, /^h[1-9][0-9]{1,4}$/, /^s[A-Za-z0-9_-]{8,32}$/];
const FILE = /^[A-Za-z0-9_-]{1,80}\.(mpd|m3u8|m4s|mp4|vtt|jpg)$/;
const RENDITION = /^(?:init-([A-Za-z0-9_]+)\.m4s|chunk-([A-Za-z0-9_]+)-[0-9]+\.m4s|media_([A-Za-z0-9_]+)\.m3u8)$/;

/** Equal strings, compared in time that does not depend on where they differ. */
function same(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The grant of a well-formed, untampered, unexpired token: { videoId, trailer, cap }; null otherwise. */
function verify(token, secret, nowSeconds) {
  if (!secret) return null;
  const parts = token.split('.');
  if (parts.length < 4 || parts.length > 6) return null;
  const videoId = parts[0];
  if (!ID.test(videoId) || !ID.test(parts[1]) || !/^[0-9]{1,12}$/.test(parts[2])) return null;
  // The tags, each at most once and in the order they are signed in.
  let next = 0;
  let trailer = false;
  let cap = '';
  for (let t = 3; t < parts.length - 1; t++) {
    const tag = parts[t];
    while (next < TAGS.length && !TAGS[next].test(tag)) next++;
    if (next === TAGS.length) return null;
    if (next === 0) trailer = true;
    if (next === 1) cap = tag;
    next++;
  }
  const expected = crypto.createHmac('sha256', secret).update(parts.slice(0, -1).join('.')).digest('base64url');
  if (!same(parts[parts.length - 1], expected)) return null;
  if (Number(parts[2]) <= nowSeconds) return null;
  return { videoId, trailer, cap };
}

/**
 * The file's cache key without the token: `t/` (trailer) or `v/` (stream), the video, the file, and
 * for manifests the cap they were cut to (a capped viewer's MPD lists fewer renditions). Empty
 * for a tampered, malformed or expired token, or a name that is no stream file: the edge answers
 * 403 then, on its own.
 */
function cacheKey(r) {
  const file = r.variables.edge_file;
  const grant = FILE.test(file)
    ? verify(r.variables.edge_token, process.env.MEDIA_URL_SECRET, Date.now() / 1000)
    : null;
  if (!grant) return '';
  const manifest = /\.(mpd|m3u8)$/.test(file) ? `/${grant.cap || 'all'}` : '';
  return `${grant.trailer ? 't' : 'v'}/${grant.videoId}/${file}${manifest}`;
}

/** The rendition a file belongs to (a quality cap's unit), `-` for files of no rendition. */
function rendition(r) {
  const match = RENDITION.exec(r.variables.edge_file);
  return match ? match[1] || match[2] || match[3] : '-';
}

export default { cacheKey, rendition, verify };
