import { describe, expect, it } from 'vitest';
import { fixtureMaster, fixtureMpd, type FixtureRung } from './ladder-manifests.fixtures';
import { capDash, capHlsMaster, effectiveCap, representationOfFile, videoRepresentationHeights } from './quality-cap';

// As the packager (ffmpeg's dash muxer with hls_playlist) writes them for a 720p source.
const H264: FixtureRung[] = [
  { width: 1280, height: 720, bandwidth: 900_000, codecs: 'avc1.64001f' },
  { width: 854, height: 480, bandwidth: 500_000, codecs: 'avc1.64001e' },
  { width: 640, height: 360, bandwidth: 300_000, codecs: 'avc1.64001e' },
];
const AUDIO = { bandwidth: 128_000, name: 'English', lang: 'en' };
const MPD = fixtureMpd({ videoSets: [H264], audio: AUDIO });
const MASTER = fixtureMaster({ videoSets: [H264], audio: AUDIO });

describe('quality cap', () => {
  it('plays the tallest rung within the cap, or the lowest when every rung is taller', () => {
    expect(effectiveCap([1080, 720, 480, 360], 480)).toBe(480);
    expect(effectiveCap([1080, 720, 480, 360], 1080)).toBe(1080);
    expect(effectiveCap([720, 480], 2160)).toBe(720);
    expect(effectiveCap([1080, 720], 480)).toBe(720);
    expect(effectiveCap([], 480)).toBeUndefined();
  });

  it("names the rendition of each of the packager's files", () => {
    expect(representationOfFile('init-0.m4s')).toBe('0');
    expect(representationOfFile('chunk-12-00031.m4s')).toBe('12');
    expect(representationOfFile('media_2.m3u8')).toBe('2');
    expect(representationOfFile('manifest.mpd')).toBeUndefined();
    expect(representationOfFile('master.m3u8')).toBeUndefined();
    expect(representationOfFile('storyboard.vtt')).toBeUndefined();
  });

  it('reads the video heights of the MPD by Representation id (audio has none)', () => {
    expect([...videoRepresentationHeights(MPD)]).toEqual([
      ['0', 720],
      ['1', 480],
      ['2', 360],
    ]);
  });

  it('drops the video Representations above the cap and lowers the set maxima', () => {
    const capped = capDash(MPD, 480);
    expect([...videoRepresentationHeights(capped).values()]).toEqual([480, 360]);
    expect(capped).toContain('maxWidth="854" maxHeight="480"');
    expect(capped).not.toContain('height="720"');
    // Audio and the document's structure are left alone.
    expect(capped).toContain('<Representation id="3" mimeType="audio/mp4"');
    expect(capped.match(/<\/AdaptationSet>/g)).toHaveLength(2);
    expect(capped.match(/<Representation\b/g)).toHaveLength(3);
    expect(capped.match(/<\/Representation>/g)).toHaveLength(3);
    expect(capDash(MPD, 2160)).toBe(MPD);
  });

  it('drops the HLS variants above the cap with their playlist line', () => {
    const capped = capHlsMaster(MASTER, 480);
    expect(capped).not.toContain('RESOLUTION=1280x720');
    expect(capped).not.toContain('media_0.m3u8');
    expect(capped).toContain('media_1.m3u8');
    expect(capped).toContain('media_2.m3u8');
    expect(capped).toContain('URI="media_3.m3u8"');
    expect(capHlsMaster(MASTER, 1080)).toBe(MASTER);
    expect(capHlsMaster(MASTER, 360).match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
  });
});

// The same 720p source with AV1 beside H.264: a second video set (Representations 3–5), audio 6.
const AV1: FixtureRung[] = [
  { width: 1280, height: 720, bandwidth: 600_000, codecs: 'av01.0.05M.08' },
  { width: 854, height: 480, bandwidth: 330_000, codecs: 'av01.0.04M.08' },
  { width: 640, height: 360, bandwidth: 200_000, codecs: 'av01.0.01M.08' },
];
const MPD_AV1 = fixtureMpd({ videoSets: [H264, AV1], audio: AUDIO });
const MASTER_AV1 = fixtureMaster({ videoSets: [H264, AV1], audio: AUDIO });

describe('quality cap with AV1 renditions beside H.264', () => {
  it('reads the heights of both codec families, so the files of each are refused above the cap', () => {
    expect([...videoRepresentationHeights(MPD_AV1)]).toEqual([
      ['0', 720],
      ['1', 480],
      ['2', 360],
      ['3', 720],
      ['4', 480],
      ['5', 360],
    ]);
  });

  it('drops the rungs above the cap from each video set, each set keeping its own maxima', () => {
    const capped = capDash(MPD_AV1, 480);
    expect([...videoRepresentationHeights(capped).keys()]).toEqual(['1', '2', '4', '5']);
    expect(capped.match(/maxWidth="854" maxHeight="480"/g)).toHaveLength(2);
    expect(capped).toContain('codecs="av01.0.04M.08"');
    expect(capped).not.toContain('codecs="av01.0.05M.08"');
    expect(capped).toContain('<Representation id="6" mimeType="audio/mp4"');
    expect(capped.match(/<\/AdaptationSet>/g)).toHaveLength(3);
  });

  it('drops the AV1 variants above the cap from the HLS master too', () => {
    const capped = capHlsMaster(MASTER_AV1, 480);
    expect(capped.match(/#EXT-X-STREAM-INF/g)).toHaveLength(4);
    expect(capped).not.toContain('RESOLUTION=1280x720');
    for (const kept of ['media_1.m3u8', 'media_2.m3u8', 'media_4.m3u8', 'media_5.m3u8']) expect(capped).toContain(kept);
    expect(capped).not.toMatch(/^media_[03]\.m3u8$/m);
  });
});
