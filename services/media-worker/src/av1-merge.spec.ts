import { describe, expect, it } from 'vitest';
import {
  audioBandwidth,
  av1Rungs,
  hasAv1,
  mergeHlsMaster,
  mergeMpd,
  nextAdaptationSetId,
  nextRepresentationId,
  renumberMpd,
  renumberText,
  renumberedName,
} from './av1-merge';
import { testHooksOf } from './test-hooks';

const rep = (id: number, codecs: string, extra = '') =>
  `\t\t\t<Representation id="${id}" mimeType="video/mp4" codecs="${codecs}" bandwidth="1000" width="320" height="180"${extra}>\n` +
  `\t\t\t\t<SegmentTemplate initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" />\n` +
  `\t\t\t</Representation>\n`;

const H264_MPD =
  '<?xml version="1.0" encoding="utf-8"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static">\n\t<Period id="0">\n' +
  `\t\t<AdaptationSet id="0" contentType="video" maxHeight="360">\n${rep(0, 'avc1.64001e')}${rep(1, 'avc1.64000d')}\t\t</AdaptationSet>\n` +
  '\t\t<AdaptationSet id="1" contentType="audio">\n' +
  '\t\t\t<Representation id="2" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="130000" audioSamplingRate="48000">\n' +
  '\t\t\t</Representation>\n\t\t</AdaptationSet>\n\t</Period>\n</MPD>\n';

const AV1_MPD =
  '<?xml version="1.0" encoding="utf-8"?>\n<MPD xmlns:cenc="urn:mpeg:cenc:2013" xmlns="urn:mpeg:dash:schema:mpd:2011" type="static">\n\t<Period id="0">\n' +
  `\t\t<AdaptationSet id="0" contentType="video" maxHeight="360">\n${rep(0, 'av01.0.04M.08')}${rep(1, 'av01.0.00M.08')}\t\t</AdaptationSet>\n` +
  '\t</Period>\n</MPD>\n';

const H264_MASTER =
  '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_2",DEFAULT=YES,URI="media_2.m3u8"\n' +
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",AUDIO="group_A1"\nmedia_0.m3u8\n\n' +
  '#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=320x180,CODECS="avc1.64000d,mp4a.40.2",AUDIO="group_A1"\nmedia_1.m3u8\n';

const AV1_MASTER =
  '#EXTM3U\n#EXT-X-VERSION:7\n' +
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=640x360,CODECS="av01.0.04M.08"\nmedia_0.m3u8\n\n' +
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=320x180,CODECS="av01.0.00M.08"\nmedia_1.m3u8\n';

describe('AV1 follow-up merge', () => {
  it('numbers the AV1 files past every id of the published title', () => {
    expect(nextRepresentationId(H264_MPD)).toBe(3);
    expect(nextAdaptationSetId(H264_MPD)).toBe(2);
    expect(renumberedName('init-1.m4s', 3)).toBe('init-4.m4s');
    expect(renumberedName('chunk-0-00012.m4s', 3)).toBe('chunk-3-00012.m4s');
    expect(renumberedName('media_1.m3u8', 3)).toBe('media_4.m3u8');
    expect(renumberedName('manifest.mpd', 3)).toBeNull();
    expect(renumberText('#EXT-X-MAP:URI="init-1.m4s"\nchunk-1-00001.m4s\n', 3)).toBe(
      '#EXT-X-MAP:URI="init-4.m4s"\nchunk-4-00001.m4s\n',
    );
    expect(renumberMpd(AV1_MPD, 3)).toContain('<Representation id="4" mimeType="video/mp4" codecs="av01.0.00M.08"');
  });

  it('adds the AV1 set after the H.264 set, before the audio, and keeps the protection namespaces', () => {
    const merged = mergeMpd(H264_MPD, renumberMpd(AV1_MPD, 3));
    expect(hasAv1(H264_MPD)).toBe(false);
    expect(hasAv1(merged)).toBe(true);
    const sets = [...merged.matchAll(/<AdaptationSet id="(\d+)" contentType="(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(sets).toEqual(['0:video', '2:video', '1:audio']);
    const ids = [...merged.matchAll(/<Representation id="(\d+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['0', '1', '3', '4', '2']);
    expect(merged).toMatch(/<MPD xmlns:cenc="urn:mpeg:cenc:2013"/);
    // The H.264 part is untouched.
    const h264Set = H264_MPD.slice(H264_MPD.indexOf('<Period'), H264_MPD.indexOf('\t\t<AdaptationSet id="1"'));
    expect(merged).toContain(h264Set);
  });

  it("adds the AV1 variants to the HLS master with the title's audio group", () => {
    expect(audioBandwidth(H264_MPD)).toBe(130000);
    const merged = mergeHlsMaster(H264_MASTER, renumberText(AV1_MASTER, 3), 130000);
    expect(merged.startsWith(H264_MASTER)).toBe(true);
    expect(merged).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=530000,RESOLUTION=640x360,CODECS="av01.0.04M.08,mp4a.40.2",AUDIO="group_A1"\nmedia_3.m3u8',
    );
    expect(merged).toContain('CODECS="av01.0.00M.08,mp4a.40.2",AUDIO="group_A1"\nmedia_4.m3u8');
  });

  it('makes AV1 rungs of the H.264 rungs SVT-AV1 can encode', () => {
    expect(
      av1Rungs([
        { width: 640, height: 360, bitrate: 800_000, codec: 'h264' },
        { width: 96, height: 54, bitrate: 200_000 },
        { width: 640, height: 360, bitrate: 800_000, codec: 'av1' },
      ]),
    ).toEqual([{ width: 640, height: 360, bitrate: 800_000 }]);
  });
});

describe('test hooks', () => {
  it('are read from the source comment only when enabled', () => {
    const comment = 'streamhub-test-hooks: codecs=h264+av1 hold-av1 fail-chunk=1';
    expect(testHooksOf(comment, false)).toEqual({});
    expect(testHooksOf(comment, true)).toEqual({ codecs: ['h264', 'av1'], holdAv1: true, failChunk: 1 });
    expect(testHooksOf('a holiday video', true)).toEqual({});
  });
});
