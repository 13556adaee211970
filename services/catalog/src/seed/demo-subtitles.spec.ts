import { describe, expect, it } from 'vitest';
import { TEXT_FILE_PATTERN, parseSubtitles } from '@streamhub/contracts';
import { DEMO_CLIP, demoVideos } from './demo-catalog';
import { demoSubtitles } from './demo-subtitles';

describe('demoSubtitles', () => {
  it('gives every demo title English and Hindi subtitles timed within its clip', () => {
    for (const video of demoVideos()) {
      const { files, tracks } = demoSubtitles(video);
      expect(tracks.map((t) => [t.lang, t.kind])).toEqual([
        ['en', 'subtitles'],
        ['hi', 'subtitles'],
      ]);
      for (const [i, { file, vtt }] of files.entries()) {
        expect(file).toMatch(TEXT_FILE_PATTERN);
        expect(tracks[i]!.file).toBe(file);
        const { cues } = parseSubtitles(vtt);
        expect(cues).toHaveLength(tracks[i]!.cues);
        expect(Math.max(...cues.map((c) => c.endSeconds))).toBeLessThan(DEMO_CLIP.seconds);
      }
    }
  });

  it("writes each title's own lines", () => {
    const [a, b] = demoVideos().filter((v) => v.videoType === 'movie');
    const lines = (v: typeof a) => demoSubtitles(v!).files.map((f) => parseSubtitles(f.vtt).cues[1]!.text);
    expect(lines(a)).not.toEqual(lines(b));
    expect(lines(a)[1]).toMatch(/[\u0900-\u097f]/);
  });
});
