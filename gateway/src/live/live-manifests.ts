import { Inject, Injectable } from '@nestjs/common';
import { LIVE_MANIFESTS } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { capDash, capHlsMaster, effectiveCap, videoRepresentationHeights } from '../media/quality-cap';

/** The heights of the video variants of an HLS master playlist (RESOLUTION=<w>x<h>). */
export function hlsVariantHeights(master: string): number[] {
  return [...master.matchAll(/^#EXT-X-STREAM-INF:.*RESOLUTION=\d+x(\d+)/gm)].map((m) => Number(m[1]));
}

/**
 * A live manifest (`manifest.mpd` or `master.m3u8`) for a viewer capped at `capHeight`: the rungs
 * taller than the cap left out, as for titles (quality-cap.ts); when every rung is taller, the
 * lowest one stays, so a capped plan still plays.
 */
export function capLiveManifest(file: string, text: string, capHeight: number): string {
  if (file === LIVE_MANIFESTS.dash) {
    const cap = effectiveCap([...videoRepresentationHeights(text).values()], capHeight);
    return cap === undefined ? text : capDash(text, cap);
  }
  const cap = effectiveCap(hlsVariantHeights(text), capHeight);
  return cap === undefined ? text : capHlsMaster(text, cap);
}

/** How long a capped manifest read from the origin is shared by the viewers of one cap (as the edge's playlists). */
const SHARED_MS = 1_000;
const MAX_ENTRIES = 1_000;

/**
 * Capped viewers' live manifests (docs/live.md, "Quality caps"): the edge sends a capped token's
 * manifest requests here; the manifest is read from the ingest's origin and the taller rungs are
 * left out. One read per event, file and cap per second, however many viewers ask.
 */
@Injectable()
export class LiveManifests {
  private readonly recent = new Map<string, { at: number; reply: Promise<string | null> }>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** The capped manifest, or null when the origin has none (not packaged yet, or gone). */
  capped(eventId: string, file: string, capHeight: number, now = Date.now()): Promise<string | null> {
    const key = `${eventId}/${file}@${capHeight}`;
    const known = this.recent.get(key);
    if (known && now - known.at < SHARED_MS) return known.reply;
    if (this.recent.size >= MAX_ENTRIES) this.recent.clear();
    const reply = this.read(eventId, file).then((text) =>
      text === null ? null : capLiveManifest(file, text, capHeight),
    );
    this.recent.set(key, { at: now, reply });
    // A failed read is not shared: the next viewer asks again.
    reply.catch(() => this.recent.delete(key));
    return reply;
  }

  private async read(eventId: string, file: string): Promise<string | null> {
    const res = await fetch(`${this.config.LIVE_ORIGIN_URL}/${eventId}/${file}`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`live origin answered ${res.status}`);
    return res.text();
  }
}
