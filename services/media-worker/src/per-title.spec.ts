import { describe, expect, it } from 'vitest';
import {
  PER_TITLE,
  hlsMasterWithout,
  mpdWithout,
  parseSegmentSsim,
  perTitleLadder,
  representationFiles,
  sampledSegments,
  segmentSsimArgs,
  type EncodedRung,
} from './per-title';

const rung = (id: string, codec: 'h264' | 'av1', height: number, bytes: number): EncodedRung => ({
  id,
  codec,
  height,
  width: Math.round((height * 16) / 9),
  bitrate: 1,
  bytes,
});

describe('perTitleLadder', () => {
  it('keeps every rung that costs more than 5 % over the one below, without measuring anything', async () => {
    const asked: string[] = [];
    const rungs = [rung('0', 'h264', 720, 2_000), rung('1', 'h264', 480, 1_000), rung('2', 'h264', 360, 600)];
    const decision = await perTitleLadder(rungs, async (u) => {
      asked.push(u.id);
      return 0;
    });
    expect(decision.kept.map((r) => r.height)).toEqual([720, 480, 360]);
    expect(decision.dropped).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('drops a rung at most 5 % bigger than the one below when it gains less SSIM than 0.002', async () => {
    const rungs = [rung('0', 'h264', 720, 1_040), rung('1', 'h264', 480, 1_000), rung('2', 'h264', 360, 600)];
    const decision = await perTitleLadder(rungs, async () => 0.001);
    expect(decision.kept.map((r) => r.height)).toEqual([480, 360]);
    expect(decision.dropped).toEqual([
      { rung: rungs[0], below: rungs[1], bytesRise: expect.closeTo(0.04, 6), ssimGain: 0.001 },
    ]);
  });

  it('keeps a candidate that looks better, and one exactly at the SSIM threshold', async () => {
    const rungs = [rung('0', 'h264', 720, 1_050), rung('1', 'h264', 480, 1_000)];
    expect((await perTitleLadder(rungs, async () => 0.01)).kept).toHaveLength(2);
    expect((await perTitleLadder(rungs, async () => PER_TITLE.minSsimGain)).kept).toHaveLength(2);
  });

  it('compares a rung with the nearest rung kept below it, and never drops the smallest', async () => {
    // 480 is dropped against 360; 720 is then 4 % over 360, not 480, and is dropped too; 1080 is far above.
    const rungs = [
      rung('0', 'h264', 1080, 5_000),
      rung('1', 'h264', 720, 1_040),
      rung('2', 'h264', 480, 1_020),
      rung('3', 'h264', 360, 1_000),
    ];
    const pairs: string[] = [];
    const decision = await perTitleLadder(rungs, async (u, l) => {
      pairs.push(`${u.height}/${l.height}`);
      return 0;
    });
    expect(pairs).toEqual(['480/360', '720/360']);
    expect(decision.kept.map((r) => r.height)).toEqual([1080, 360]);
  });

  it('decides each codec family on its own', async () => {
    const rungs = [
      rung('0', 'h264', 480, 2_000),
      rung('1', 'h264', 360, 1_000),
      rung('2', 'av1', 480, 1_010),
      rung('3', 'av1', 360, 1_000),
    ];
    const decision = await perTitleLadder(rungs, async () => 0);
    expect(decision.kept.map((r) => `${r.codec}:${r.height}`)).toEqual(['h264:480', 'h264:360', 'av1:360']);
  });
});

const MPD = `<MPD>
	<Period id="0" start="PT0.0S">
		<AdaptationSet id="0" contentType="video" maxWidth="1280" maxHeight="720" par="16:9">
			<Representation id="0" mimeType="video/mp4" codecs="avc1.64001f" bandwidth="2000000" width="1280" height="720" sar="1:1">
				<SegmentTemplate timescale="12800" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
				</SegmentTemplate>
			</Representation>
			<Representation id="1" mimeType="video/mp4" codecs="avc1.64001e" bandwidth="1000000" width="854" height="480" sar="1:1">
				<SegmentTemplate timescale="12800" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
		<AdaptationSet id="1" contentType="video" maxWidth="1280" maxHeight="720" par="16:9">
			<Representation id="2" mimeType="video/mp4" codecs="av01.0.05M.08" bandwidth="1200000" width="1280" height="720" sar="1:1">
				<SegmentTemplate timescale="12800" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
				</SegmentTemplate>
			</Representation>
			<Representation id="3" mimeType="video/mp4" codecs="av01.0.04M.08" bandwidth="600000" width="854" height="480" sar="1:1">
				<SegmentTemplate timescale="12800" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
		<AdaptationSet id="2" contentType="audio" lang="und">
			<Representation id="4" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
			</Representation>
		</AdaptationSet>
	</Period>
</MPD>
`;

describe('mpdWithout', () => {
  it('removes the representations asked for and lowers their set maxima; the other sets stay as they were', () => {
    const out = mpdWithout(MPD, new Set(['2']));
    expect(out).not.toContain('<Representation id="2"');
    expect(out).toContain('<AdaptationSet id="1" contentType="video" maxWidth="854" maxHeight="480" par="16:9">');
    expect(out).toContain('<AdaptationSet id="0" contentType="video" maxWidth="1280" maxHeight="720" par="16:9">');
    expect([...out.matchAll(/<Representation id="(\d+)"/g)].map((m) => m[1])).toEqual(['0', '1', '3', '4']);
    expect(mpdWithout(MPD, new Set())).toBe(MPD);
  });
});

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_4",DEFAULT=YES,URI="media_4.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=2128000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",AUDIO="group_A1"
media_0.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=1128000,RESOLUTION=854x480,CODECS="avc1.64001e,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=1328000,RESOLUTION=1280x720,CODECS="av01.0.05M.08,mp4a.40.2",AUDIO="group_A1"
media_2.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=728000,RESOLUTION=854x480,CODECS="av01.0.04M.08,mp4a.40.2",AUDIO="group_A1"
media_3.m3u8
`;

describe('hlsMasterWithout', () => {
  it('removes the variants of the representations asked for, with their URI; audio and others stay', () => {
    const out = hlsMasterWithout(MASTER, new Set(['2', '0']));
    expect(out).toBe(`#EXTM3U
#EXT-X-VERSION:7
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_4",DEFAULT=YES,URI="media_4.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=1128000,RESOLUTION=854x480,CODECS="avc1.64001e,mp4a.40.2",AUDIO="group_A1"
media_1.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=728000,RESOLUTION=854x480,CODECS="av01.0.04M.08,mp4a.40.2",AUDIO="group_A1"
media_3.m3u8
`);
  });
});

describe('representationFiles', () => {
  it("names a representation's init segment, media segments and media playlist, not another's", () => {
    const names = [
      'init-1.m4s',
      'init-11.m4s',
      'chunk-1-00001.m4s',
      'chunk-1-00002.m4s',
      'chunk-11-00001.m4s',
      'media_1.m3u8',
      'media_11.m3u8',
      'manifest.mpd',
      'storyboard-0.jpg',
    ];
    expect(representationFiles(names, '1')).toEqual([
      'init-1.m4s',
      'chunk-1-00001.m4s',
      'chunk-1-00002.m4s',
      'media_1.m3u8',
    ]);
  });
});

describe('sampledSegments', () => {
  it('spreads up to three segments over the video', () => {
    expect(sampledSegments(0)).toEqual([]);
    expect(sampledSegments(1)).toEqual([1]);
    expect(sampledSegments(3)).toEqual([1, 2, 3]);
    expect(sampledSegments(15)).toEqual([3, 8, 13]);
  });
});

describe('segment SSIM', () => {
  it('compares the rung and the lower rung scaled up, both against the source at that size and time', () => {
    const args = segmentSsimArgs('/job/source', 8, 4, '/job/up.mp4', '/job/low.mp4', { width: 1280, height: 720 });
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-ss') + 6)).toEqual([
      '-ss',
      '8.000',
      '-t',
      '4',
      '-i',
      '/job/source',
    ]);
    expect(args[args.indexOf('-lavfi') + 1]).toBe(
      '[0:v]scale=1280:720:flags=bicubic,setpts=PTS-STARTPTS,split=2[ref0][ref1];' +
        '[1:v]setpts=PTS-STARTPTS[up];[2:v]scale=1280:720:flags=bicubic,setpts=PTS-STARTPTS[low];' +
        '[up][ref0]ssim[s0];[low][ref1]ssim[s1]',
    );
  });

  it("reads both filters' SSIM from ffmpeg's log, in filter order", () => {
    const log = [
      '[Parsed_ssim_6 @ 0x55] SSIM Y:0.981 (17.2) U:0.99 (20.0) V:0.99 (20.0) All:0.985000 (18.2)',
      '[Parsed_ssim_5 @ 0x54] SSIM Y:0.991 (20.5) U:0.99 (20.0) V:0.99 (20.0) All:0.992500 (21.2)',
    ].join('\n');
    expect(parseSegmentSsim(log)).toEqual([0.9925, 0.985]);
    expect(() => parseSegmentSsim('nothing')).toThrow(/no SSIM/);
  });
});
