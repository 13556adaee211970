import { describe, expect, it } from 'vitest';
import { fixtureMaster, fixtureMpd, type FixtureLadder } from '../media/ladder-manifests.fixtures';
import { capLiveManifest, hlsVariantHeights } from './live-manifests';

// A live channel's 720/360/180 ladder with audio, as ffmpeg's dash muxer writes it.
const LADDER: FixtureLadder = {
  type: 'dynamic',
  segmentPrefix: 'c1-',
  videoSets: [
    [
      { width: 1280, height: 720, bandwidth: 2_400_000, codecs: 'avc1.64001f' },
      { width: 640, height: 360, bandwidth: 800_000, codecs: 'avc1.64001e' },
      { width: 320, height: 180, bandwidth: 300_000, codecs: 'avc1.64000d' },
    ],
  ],
  audio: { bandwidth: 96_000, name: 'audio_0' },
};
const MPD = fixtureMpd(LADDER);
const MASTER = fixtureMaster(LADDER);

describe('capLiveManifest', () => {
  it("leaves the DASH rungs above an SD plan's 480 lines out, keeping audio and the rest of the manifest", () => {
    const capped = capLiveManifest('manifest.mpd', MPD, 480);
    expect(capped).not.toContain('height="720"');
    expect(capped).toContain('height="360"');
    expect(capped).toContain('height="180"');
    expect(capped).toContain('contentType="audio"');
    expect(capped).toContain('type="dynamic"');
  });

  it('leaves the HLS variants above the cap out, with their playlists, and keeps the audio group', () => {
    const capped = capLiveManifest('master.m3u8', MASTER, 480);
    expect(capped).not.toContain('media_0.m3u8');
    expect(capped).toContain('media_1.m3u8');
    expect(capped).toContain('media_2.m3u8');
    expect(capped).toContain('URI="media_3.m3u8"');
  });

  it('keeps the lowest rung when every rung is taller than the cap, so a capped plan still plays', () => {
    const capped = capLiveManifest('manifest.mpd', MPD, 144);
    expect(capped).toContain('height="180"');
    expect(capped).not.toContain('height="360"');
    expect(capLiveManifest('master.m3u8', MASTER, 144)).toContain('media_2.m3u8');
  });

  it('changes nothing for a cap at or above the top rung (a 4K plan on a 720p ladder)', () => {
    expect(capLiveManifest('manifest.mpd', MPD, 2160)).toContain('height="720"');
    expect(capLiveManifest('master.m3u8', MASTER, 2160)).toContain('media_0.m3u8');
  });

  it('reads the variant heights of a master playlist', () => {
    expect(hlsVariantHeights(MASTER)).toEqual([720, 360, 180]);
  });
});
