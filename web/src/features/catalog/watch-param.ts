/** Video ids are 24 hexadecimal characters (docs/product.md §9); anything else on /watch/{name} is an episode name. */
export const VIDEO_ID_PATTERN = /^[0-9a-f]{24}$/i;

export type WatchParam = { kind: 'id'; id: string } | { kind: 'name'; name: string };

export function isVideoId(value: string): boolean {
  return VIDEO_ID_PATTERN.test(value);
}

export function parseWatchParam(param: string): WatchParam {
  const value = param.trim();
  return isVideoId(value) ? { kind: 'id', id: value } : { kind: 'name', name: value };
}

export function watchPath(nameOrId: string): string {
  return `/watch/${encodeURIComponent(nameOrId)}`;
}

/** The player resumes at `t` seconds when given (watch history). */
export function playPath(videoId: string, startSeconds?: number): string {
  const base = `/play/${encodeURIComponent(videoId)}`;
  if (startSeconds === undefined || !Number.isFinite(startSeconds) || startSeconds <= 0) return base;
  return `${base}?t=${Math.floor(startSeconds)}`;
}
