import { describe, expect, it } from 'vitest';
import { PLAYBACK_LIMITS, type PlaybackEventInput } from '@streamhub/contracts';
import { batchesOf, bufferedAhead, PlaybackReport, type PlayerSnapshot } from './playback-report';

function harness() {
  let clock = 1_000;
  let ids = 0;
  const snapshot: PlayerSnapshot = { position: 0, duration: 100, height: 720, bitrate: 2_000_000 };
  const report = new PlaybackReport({
    videoId: 'a'.repeat(24),
    now: () => clock,
    wallClock: () => 1_700_000_000_000 + clock,
    newId: () => `id-${String(++ids).padStart(6, '0')}`,
    snapshot: () => ({ ...snapshot }),
  });
  return { report, snapshot, advance: (ms: number) => (clock += ms) };
}

describe('PlaybackReport', () => {
  it('starts the session at the first frame with the time since play was asked for', () => {
    const { report, advance } = harness();
    report.asked();
    advance(850);
    report.playing();
    const [start] = report.take();
    expect(start).toMatchObject({ type: 'start', startupMs: 850, watchedMs: 0, height: 720, bitrate: 2_000_000 });
    expect(start?.sessionId).toBe(report.sessionId);
  });

  it('counts only time played, not paused, in each event', () => {
    const { report, advance } = harness();
    report.asked();
    report.playing();
    advance(4_000);
    report.paused();
    advance(60_000);
    report.playing();
    advance(6_000);
    report.tick();
    const events = report.take();
    expect(events.map((e) => [e.type, e.watchedMs])).toEqual([
      ['start', 0],
      ['heartbeat', 10_000],
    ]);
  });

  it('times a stall from waiting to playing, but not a seek', () => {
    const { report, advance } = harness();
    report.playing();
    advance(1_000);
    report.seekStarted();
    report.waiting();
    advance(500);
    report.playing();
    advance(1_000);
    report.waiting();
    advance(1_200);
    report.playing();
    const events = report.take();
    expect(events.map((e) => e.type)).toEqual(['start', 'stall_start', 'stall_end']);
    expect(events[2]).toMatchObject({ stallMs: 1_200 });
    // Played: 1 s before the seek, 1 s after it.
    expect(events.reduce((sum, e) => sum + (e.watchedMs ?? 0), 0)).toBe(2_000);
  });

  it('reports a rendition change once, and the end once', () => {
    const { report, snapshot } = harness();
    report.playing();
    report.qualityChanged();
    snapshot.height = 1080;
    report.qualityChanged();
    report.qualityChanged();
    report.end();
    report.end();
    report.tick();
    expect(report.take().map((e) => [e.type, e.height])).toEqual([
      ['start', 720],
      ['quality', 1080],
      ['end', 1080],
    ]);
  });

  it('sends nothing but errors before the first frame', () => {
    const { report } = harness();
    report.tick();
    report.waiting();
    report.end();
    report.failed('x'.repeat(500), true);
    const events = report.take();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'error', fatal: true });
    expect(events[0]?.error).toHaveLength(PLAYBACK_LIMITS.errorMaxLength);
  });
});

describe('batchesOf', () => {
  const event = (i: number): PlaybackEventInput => ({
    id: `event-${i}-xxxx`,
    sessionId: 'session-1',
    videoId: 'a'.repeat(24),
    type: 'heartbeat',
    at: 1,
    position: i,
    duration: 100,
    watchedMs: 10_000,
  });

  it('keeps each batch to 100 events', () => {
    const batches = batchesOf(Array.from({ length: 250 }, (_, i) => event(i)));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
  });

  it('keeps each batch under the byte budget', () => {
    const batches = batchesOf(
      Array.from({ length: 30 }, (_, i) => event(i)),
      2_000,
    );
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches) expect(JSON.stringify({ events: b }).length).toBeLessThanOrEqual(2_000);
    expect(batches.flat()).toHaveLength(30);
  });
});

describe('bufferedAhead', () => {
  const ranges = (list: [number, number][]) => ({
    length: list.length,
    start: (i: number) => list[i]![0],
    end: (i: number) => list[i]![1],
  });

  it('measures the range the position is in', () => {
    expect(
      bufferedAhead(
        ranges([
          [0, 5],
          [10, 30],
        ]),
        12,
      ),
    ).toBe(18);
    expect(bufferedAhead(ranges([[0, 5]]), 7)).toBe(0);
  });
});
