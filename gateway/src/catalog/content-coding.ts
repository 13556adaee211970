/**
 * Content negotiation for the cached lists: which stored form of a body a client gets
 * (Accept-Encoding), and whether its copy is still current (If-None-Match).
 */

/** The compressed forms a cached body is kept in besides its identity form. */
export type ContentCoding = 'br' | 'gzip';

/** Preferred first on equal quality: brotli is the smaller of the two. */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Parsed Accept-Encoding values, by header text: browsers send a handful of distinct ones. */
const parsed = new Map<string, ReadonlyMap<string, number>>();
const PARSED_MAX = 64;

/** The codings an Accept-Encoding header names, with their quality (0 = refused). */
export function acceptedCodings(header: string): ReadonlyMap<string, number> {
  let codings = parsed.get(header);
  if (codings) return codings;
  const map = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name, ...params] = item.split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() !== 'q') continue;
      const n = Number(value?.trim());
      q = Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : 0;
    }
    // x-gzip is gzip (RFC 9110 §8.4.1.3); the highest quality counts if a coding is named twice.
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    map.set(key, Math.max(q, map.get(key) ?? 0));
  }
  codings = map;
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(header, codings);
  return codings;
}

/**
 * The coding to answer with: of the forms `available`, the one the client accepts with the highest
 * quality (brotli on a tie); undefined for the identity form (no header, nothing acceptable ready).
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<ContentCoding, unknown>>,
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedCodings(acceptEncoding);
  const any = accepted.get('*') ?? 0;
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of CODINGS) {
    if (available[coding] === undefined) continue;
    const q = accepted.get(coding) ?? any;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/**
 * Whether If-None-Match names one of `etags` (the current body's forms: a client may hold any of
 * them) or is `*`. Weak comparison, as RFC 9110 §13.1.2 asks for GET.
 */
export function noneMatchHits(ifNoneMatch: string, etags: readonly string[]): boolean {
  for (const item of ifNoneMatch.split(',')) {
    const tag = item.trim();
    if (tag === '*') return true;
    const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
    if (etags.includes(opaque)) return true;
  }
  return false;
}

/** The strong ETag of a coded form: the identity form's tag with the coding added, so each form has its own. */
export function codedEtag(etag: string, coding: ContentCoding): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}
