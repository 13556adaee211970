import { describe, expect, it } from 'vitest';
import { capLiveManifest, hlsVariantHeights } from './live-manifests';

// The shapes ffmpeg's dash muxer writes for a 720/360/180 ladder with audio (trimmed).
const MPD = `<?xml version="1.0" encoding="utf-8"?>
<MPD type="dynamic">
  <Period id="0" start="PT0.0S">
    <AdaptationSet id="0" contentType="video" segmentAlignment="true">
      <Representation id="0" mimeType="video/mp4" codecs="avc1.64001f" bandwidth="2400000" width="1280" height="720">
        <SegmentTemplate initialization="c1-init-$RepresentationID$.m4s" media="c1-chunk-$RepresentationID$-$Number%05d$.m4s"/>
      </Representation>
      <Representation id="1" mimeType="video/mp4" codecs="avc1.64001e" bandwidth="800000" width="640" height="360">
        <SegmentTemplate initialization="c1-init-$RepresentationID$.m4s" media="c1-chunk-$RepresentationID$-$Number%05d$.m4s"/>
      </Representation>
      <Representation id="2" mimeType="video/mp4" codecs="avc1.64000d" bandwidth="300000" width="320" height="180">
        <SegmentTemplate initialization="c1-init-$RepresentationID$.m4s" media="c1-chunk-$RepresentationID$-$Number%05d$.m4s"/>
      </Representation>
    </AdaptationSet>
    <AdaptationSet id="1" contentType="audio" segmentAlignment="true">
      <Representation id="3" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="96000" audioSamplingRate="48000">
        <SegmentTemplate initialization="c1-init-$RepresentationID$.m4s" media="c1-chunk-$RepresentationID$-$Number%05d$.m4s"/>
      </Representation>
    </AdaptationSet>
  </Period>
</MPD>
`;

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_0",DEFAULT=YES,URI="media_3.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=2640000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",AUDIO="group_A1"
media_0.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=880000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=330000,RESOLUTION=320x180,CODECS="avc1.64000d,mp4a.40.2",AUDIO="group_A1"
media_2.m3u8
`;

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
