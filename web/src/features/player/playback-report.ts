import { PLAYBACK_LIMITS, type PlaybackEventInput, type PlaybackEventType } from '@streamhub/contracts';

/** What the player knows of its state when an event is made. */
export interface PlayerSnapshot {
  position: number;
  duration: number;
  height?: number;
  bitrate?: number;
  bufferSec?: number;
  droppedFrames?: number;
}

export interface PlaybackReportDeps {
  videoId: string;
  /** ms, monotonic (performance.now in the browser). */
  now: () => number;
  /** ms since the epoch. */
  wallClock: () => number;
  newId: () => string;
  snapshot: () => PlayerSnapshot;
}

/**
 * One playback session's events, made from what the player reports: the session starts at the
 * first frame (with the time from the viewer's asking to play to it), a heartbeat is made on each
 * `tick`, stalls are timed from `waiting` to the next `playing` (seeks are not stalls), and each
 * event carries the time actually played since the session's previous event.
 */
export class PlaybackReport {
  readonly sessionId: string;
  private queue: PlaybackEventInput[] = [];
  private askedAt: number | null = null;
  private started = false;
  private ended = false;
  private playingSince: number | null = null;
  private playedMs = 0;
  private stalledSince: number | null = null;
  private seeking = false;
  private lastHeight: number | undefined;

  constructor(private readonly deps: PlaybackReportDeps) {
    this.sessionId = deps.newId();
  }

  /** The viewer (or autoplay) asked to play: startup time counts from the first such moment. */
  asked(): void {
    this.askedAt ??= this.deps.now();
  }

  playing(): void {
    const now = this.deps.now();
    if (!this.started) {
      this.started = true;
      const startupMs = Math.round(now - (this.askedAt ?? now));
      this.push('start', { startupMs: clampInterval(startupMs) });
      this.lastHeight = this.deps.snapshot().height;
    } else if (this.stalledSince !== null) {
      const stallMs = clampInterval(Math.round(now - this.stalledSince));
      this.stalledSince = null;
      this.push('stall_end', { stallMs });
    }
    this.seeking = false;
    this.playingSince ??= now;
  }

  paused(): void {
    this.stopClock();
  }

  seekStarted(): void {
    this.seeking = true;
    this.stopClock();
  }

  /** The element waits for data: a stall unless it is a seek or playback has not started. */
  waiting(): void {
    this.stopClock();
    if (!this.started || this.seeking || this.stalledSince !== null || this.ended) return;
    this.stalledSince = this.deps.now();
    this.push('stall_start', {});
  }

  qualityChanged(): void {
    const { height } = this.deps.snapshot();
    if (!this.started || height === undefined || height === this.lastHeight) return;
    this.lastHeight = height;
    this.push('quality', {});
  }

  failed(message: string, fatal: boolean): void {
    this.push('error', { error: message.slice(0, PLAYBACK_LIMITS.errorMaxLength), fatal });
  }

  tick(): void {
    if (this.started && !this.ended) this.push('heartbeat', {});
  }

  end(): void {
    if (!this.started || this.ended) return;
    this.push('end', {});
    this.ended = true;
  }

  /** The events made since the last call. */
  take(): PlaybackEventInput[] {
    const events = this.queue;
    this.queue = [];
    return events;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** The first frame has been shown (the start event is made). */
  get hasStarted(): boolean {
    return this.started;
  }

  private stopClock(): void {
    if (this.playingSince === null) return;
    this.playedMs += this.deps.now() - this.playingSince;
    this.playingSince = null;
  }

  private push(type: PlaybackEventType, extra: Partial<PlaybackEventInput>): void {
    const now = this.deps.now();
    const watched = this.playedMs + (this.playingSince !== null ? now - this.playingSince : 0);
    this.playedMs = 0;
    if (this.playingSince !== null) this.playingSince = now;
    const s = this.deps.snapshot();
    this.queue.push({
      id: this.deps.newId(),
      sessionId: this.sessionId,
      videoId: this.deps.videoId,
      type,
      at: Math.round(this.deps.wallClock()),
      position: clampSeconds(s.position),
      duration: clampSeconds(s.duration),
      watchedMs: clampInterval(Math.round(watched)),
      ...(s.height !== undefined ? { height: Math.round(s.height) } : {}),
      ...(s.bitrate !== undefined ? { bitrate: Math.round(s.bitrate) } : {}),
      ...(s.bufferSec !== undefined ? { bufferSec: clampBuffer(s.bufferSec) } : {}),
      ...(s.droppedFrames !== undefined ? { droppedFrames: Math.round(s.droppedFrames) } : {}),
      ...extra,
    });
  }
}

const clampSeconds = (v: number) => (Number.isFinite(v) ? Math.min(Math.max(v, 0), PLAYBACK_LIMITS.maxSeconds) : 0);
const clampInterval = (v: number) => Math.min(Math.max(v, 0), PLAYBACK_LIMITS.maxIntervalMs);
const clampBuffer = (v: number) => (Number.isFinite(v) ? Math.min(Math.max(v, 0), 3600) : 0);

/** Events cut into request bodies of at most 100 events and well under the 64 KiB a keepalive request may carry. */
export function batchesOf(events: readonly PlaybackEventInput[], maxBytes = 60 * 1024): PlaybackEventInput[][] {
  const batches: PlaybackEventInput[][] = [];
  let current: PlaybackEventInput[] = [];
  let bytes = 16;
  for (const event of events) {
    const size = JSON.stringify(event).length + 1;
    if (current.length > 0 && (current.length >= PLAYBACK_LIMITS.maxEventsPerBatch || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 16;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Seconds buffered ahead of `time` in the element's buffered ranges. */
export function bufferedAhead(
  buffered: { length: number; start(i: number): number; end(i: number): number },
  time: number,
): number {
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= time + 0.1 && time < buffered.end(i)) return buffered.end(i) - time;
  }
  return 0;
}
