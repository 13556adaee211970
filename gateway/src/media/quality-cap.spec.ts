import { describe, expect, it } from 'vitest';
import { capDash, capHlsMaster, effectiveCap, representationOfFile, videoRepresentationHeights } from './quality-cap';

// As the packager (ffmpeg's dash muxer with hls_playlist) writes them for a 720p source.
const MPD = `<?xml version="1.0" encoding="utf-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static">
	<Period id="0" start="PT0.0S">
		<AdaptationSet id="0" contentType="video" startWithSAP="1" maxWidth="1280" maxHeight="720" par="16:9">
			<Representation id="0" mimeType="video/mp4" codecs="avc1.64001f" bandwidth="900000" width="1280" height="720" sar="1:1">
				<SegmentTemplate timescale="12288" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
					<SegmentTimeline>
						<S t="0" d="49152" />
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
			<Representation id="1" mimeType="video/mp4" codecs="avc1.64001e" bandwidth="500000" width="854" height="480" sar="1:1">
				<SegmentTemplate timescale="12288" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
					<SegmentTimeline>
						<S t="0" d="49152" />
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
			<Representation id="2" mimeType="video/mp4" codecs="avc1.64001e" bandwidth="300000" width="640" height="360" sar="1:1">
				<SegmentTemplate timescale="12288" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
					<SegmentTimeline>
						<S t="0" d="49152" />
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
		<AdaptationSet id="1" contentType="audio" startWithSAP="1" lang="en">
			<Representation id="3" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
				<AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011" value="2" />
			</Representation>
		</AdaptationSet>
	</Period>
</MPD>
`;

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="English",LANGUAGE="en",DEFAULT=YES,URI="media_3.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1028000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",AUDIO="group_A1"
media_0.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=628000,RESOLUTION=854x480,CODECS="avc1.64001e,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=428000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",AUDIO="group_A1"
media_2.m3u8
`;

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
