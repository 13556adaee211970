/** A DASH or HLS manifest (a transcoded trailer's signed URL) needs shaka; any other URL plays in <video> itself. */
export function isManifestUrl(url: string): boolean {
  return /\.(mpd|m3u8)(?:[?#]|$)/i.test(url);
}

const SIGNED = /\/media\/s\/([A-Za-z0-9_-]+)\.[^/]+\/([^/?#]+)/;

/**
 * What a trailer URL points at, without its signature: a refetch signs the same trailer anew,
 * which must not restart it.
 */
export function trailerIdentity(url: string): string {
  const match = SIGNED.exec(url);
  return match ? `${match[1]}/${match[2]}` : url;
}
