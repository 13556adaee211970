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

// The same 720p source with AV1 beside H.264: a second video set (Representations 3–5), audio 6.
const AV1_SET = `		<AdaptationSet id="1" contentType="video" startWithSAP="1" maxWidth="1280" maxHeight="720" par="16:9">
			<Representation id="3" mimeType="video/mp4" codecs="av01.0.05M.08" bandwidth="600000" width="1280" height="720" sar="1:1">
				<SegmentTemplate timescale="12288" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1" />
			</Representation>
			<Representation id="4" mimeType="video/mp4" codecs="av01.0.04M.08" bandwidth="330000" width="854" height="480" sar="1:1">
				<SegmentTemplate timescale="12288" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1" />
			</Representation>
			<Representation id="5" mimeType="video/mp4" codecs="av01.0.01M.08" bandwidth="200000" width="640" height="360" sar="1:1">
				<SegmentTemplate timescale="12288" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1" />
			</Representation>
		</AdaptationSet>
`;
const MPD_AV1 = MPD.replace(
  '<AdaptationSet id="1" contentType="audio"',
  `${AV1_SET.trimStart()}		<AdaptationSet id="2" contentType="audio"`,
).replace('<Representation id="3" mimeType="audio/mp4"', '<Representation id="6" mimeType="audio/mp4"');
const MASTER_AV1 = `${MASTER.replace('media_3.m3u8', 'media_6.m3u8')}
#EXT-X-STREAM-INF:BANDWIDTH=728000,RESOLUTION=1280x720,CODECS="av01.0.05M.08,mp4a.40.2",AUDIO="group_A1"
media_3.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=458000,RESOLUTION=854x480,CODECS="av01.0.04M.08,mp4a.40.2",AUDIO="group_A1"
media_4.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=328000,RESOLUTION=640x360,CODECS="av01.0.01M.08,mp4a.40.2",AUDIO="group_A1"
media_5.m3u8
`;

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
