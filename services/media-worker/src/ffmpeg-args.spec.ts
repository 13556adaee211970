import { describe, expect, it } from 'vitest';
import {
  AV1_TALL_CRF_OFFSET,
  DEFAULT_ENCODE,
  audioTrackArgs,
  inputArgs,
  ladderArgs,
  ladderRepresentations,
  probeArgs,
  rungPreset,
  secondsWritten,
  stillArgs,
} from './ffmpeg-args';
import { buildLadder, type SourceProbe } from './ladder';

const hd: SourceProbe = { durationSeconds: 60, width: 1920, height: 1080, fps: 30, hasAudio: true };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

describe('ladderArgs', () => {
  const args = ladderArgs('/in/source', '/out', hd, buildLadder(hd));

  it('decodes once and scales each rung once, from the rung above, at one display aspect ratio', () => {
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(option(args, '-filter_complex')).toBe(
      '[0:v]scale=1920:1080:flags=bicubic,setdar=1920/1080,split=2[v0][n0];' +
        '[n0]scale=1280:720:flags=bicubic,setdar=1920/1080,split=2[v1][n1];' +
        '[n1]scale=854:480:flags=bicubic,setdar=1920/1080,split=2[v2][n2];' +
        '[n2]scale=640:360:flags=bicubic,setdar=1920/1080[v3]',
    );
  });

  it('encodes the rungs above 720 lines one x264 preset faster than the others', () => {
    expect([0, 1, 2, 3].map((i) => option(args, `-preset:v:${i}`))).toEqual([
      'superfast',
      'veryfast',
      'veryfast',
      'veryfast',
    ]);
    expect(args).not.toContain('-preset');
    const uhd = { ...hd, width: 3840, height: 2160 };
    const medium = ladderArgs('/in', '/out', uhd, buildLadder(uhd), { ...DEFAULT_ENCODE, preset: 'medium' });
    expect([0, 1, 2].map((i) => option(medium, `-preset:v:${i}`))).toEqual(['fast', 'fast', 'medium']);
  });

  it('caps each rung at its bitrate and maps the first audio track once', () => {
    expect(option(args, '-maxrate:v:1')).toBe('2800000');
    expect(option(args, '-bufsize:v:1')).toBe('5600000');
    expect(args.filter((a) => a === '0:a:0')).toHaveLength(1);
    expect(option(args, '-adaptation_sets')).toBe('id=0,streams=v id=1,streams=a');
  });

  it('puts a keyframe at every segment boundary: GOP = fps × segment length, no scene cuts', () => {
    expect(option(args, '-g')).toBe(String(30 * DEFAULT_ENCODE.segmentSeconds));
    expect(option(args, '-sc_threshold')).toBe('0');
    expect(option(args, '-force_key_frames')).toBe(`expr:gte(t,n_forced*${DEFAULT_ENCODE.segmentSeconds})`);
  });

  it('packages DASH and an HLS master over the same segments, with bounded threads', () => {
    expect(option(args, '-f')).toBe('dash');
    expect(option(args, '-hls_playlist')).toBe('1');
    expect(option(args, '-hls_master_name')).toBe('master.m3u8');
    expect(option(args, '-threads')).toBe(String(DEFAULT_ENCODE.threads));
    expect(args.at(-1)).toBe('/out/manifest.mpd');
  });

  it('keeps every audio stream of the source as an AAC rendition in an adaptation set of its own', () => {
    const two = ladderArgs('/in', '/out', { ...hd, audioStreams: 2 }, buildLadder(hd));
    expect(two.filter((a) => a === '0:a:0' || a === '0:a:1')).toEqual(['0:a:0', '0:a:1']);
    // Four video rungs are streams 0–3 of the DASH output; the audio streams follow.
    expect(option(two, '-adaptation_sets')).toBe('id=0,streams=v id=1,streams=4 id=2,streams=5');
    expect(option(two, '-c:a')).toBe('aac');
  });

  it('leaves audio out for a silent source', () => {
    const silent = ladderArgs('/in', '/out', { ...hd, hasAudio: false }, buildLadder(hd));
    expect(silent).not.toContain('0:a:0');
    expect(option(silent, '-adaptation_sets')).toBe('id=0,streams=v');
  });

  it('encodes H.264 at high profile, per stream', () => {
    expect([0, 1, 2, 3].map((i) => option(args, `-profile:v:${i}`))).toEqual(['high', 'high', 'high', 'high']);
    expect(args).not.toContain('-profile:v');
    expect(args).not.toContain('libsvtav1');
  });

  it('scales a single rung without a split', () => {
    const small = { ...hd, width: 320, height: 240 };
    expect(option(ladderArgs('/in', '/out', small, buildLadder(small)), '-filter_complex')).toBe(
      '[0:v]scale=320:240:flags=bicubic,setdar=320/240[v0]',
    );
  });
});

describe('ladderArgs with AV1 beside H.264', () => {
  const both = { ...DEFAULT_ENCODE, codecs: ['h264', 'av1'] as const };
  const args = ladderArgs('/in/source', '/out', hd, buildLadder(hd), both, {
    storyboard: { filter: 'tile=10x10', output: ['/out/storyboard-%d.jpg'] },
  });

  it('scales each rung once and feeds it to both encoders (H.264 streams 0–3, AV1 4–7)', () => {
    expect(option(args, '-filter_complex')).toBe(
      '[0:v]scale=1920:1080:flags=bicubic,setdar=1920/1080,split=3[v0][v4][n0];' +
        '[n0]scale=1280:720:flags=bicubic,setdar=1920/1080,split=3[v1][v5][n1];' +
        '[n1]scale=854:480:flags=bicubic,setdar=1920/1080,split=3[v2][v6][n2];' +
        '[n2]scale=640:360:flags=bicubic,setdar=1920/1080,split=3[v3][v7][sb];' +
        '[sb]tile=10x10[storyboard]',
    );
    expect([0, 3, 4, 7].map((k) => option(args, `-c:v:${k}`))).toEqual([
      'libx264',
      'libx264',
      'libsvtav1',
      'libsvtav1',
    ]);
  });

  it('encodes AV1 with SVT-AV1 capped CRF at the rung caps, without the H.264 profile', () => {
    expect(option(args, '-preset:v:5')).toBe(String(DEFAULT_ENCODE.av1Preset));
    expect(option(args, '-crf:v:5')).toBe(String(DEFAULT_ENCODE.av1Crf));
    // The 1080p rung a few CRF lower.
    expect(option(args, '-crf:v:4')).toBe(String(DEFAULT_ENCODE.av1Crf - AV1_TALL_CRF_OFFSET));
    expect(option(args, '-maxrate:v:5')).toBe('2800000');
    expect(option(args, '-bufsize:v:5')).toBe('5600000');
    expect(option(args, '-profile:v:5')).toBeUndefined();
  });

  it('puts each codec family in an adaptation set of its own, audio after them', () => {
    expect(option(args, '-adaptation_sets')).toBe('id=0,streams=0,1,2,3 id=1,streams=4,5,6,7 id=2,streams=a');
    const twoAudio = ladderArgs('/in', '/out', { ...hd, audioStreams: 2 }, buildLadder(hd), both);
    expect(option(twoAudio, '-adaptation_sets')).toBe(
      'id=0,streams=0,1,2,3 id=1,streams=4,5,6,7 id=2,streams=8 id=3,streams=9',
    );
  });

  it('encodes AV1 alone when asked to', () => {
    const av1 = ladderArgs('/in', '/out', hd, buildLadder(hd), { ...DEFAULT_ENCODE, codecs: ['av1'] });
    expect(av1).not.toContain('libx264');
    expect(option(av1, '-adaptation_sets')).toBe('id=0,streams=v id=1,streams=a');
  });
});

describe('ladderRepresentations', () => {
  it('lists every rung per codec family, H.264 first, whatever order the families are asked in', () => {
    const reps = ladderRepresentations(buildLadder(hd), ['av1', 'h264']);
    expect(reps.map((r) => `${r.codec}:${r.height}`)).toEqual([
      'h264:1080',
      'h264:720',
      'h264:480',
      'h264:360',
      'av1:1080',
      'av1:720',
      'av1:480',
      'av1:360',
    ]);
  });

  it('leaves out AV1 rungs smaller than SVT-AV1 encodes, and falls back to H.264 when none is left', () => {
    const tiny = buildLadder({ width: 96, height: 54 });
    expect(ladderRepresentations(tiny, ['h264', 'av1']).map((r) => r.codec)).toEqual(['h264']);
    expect(ladderRepresentations(tiny, ['av1']).map((r) => r.codec)).toEqual(['h264']);
  });
});

describe('ladderArgs with stills and a storyboard', () => {
  const args = ladderArgs('/in/source', '/out', hd, buildLadder(hd), DEFAULT_ENCODE, {
    stills: [
      { path: '/job/poster.jpg', atSeconds: 6, height: 720, portrait: true },
      { path: '/job/thumb.jpg', atSeconds: 6, height: 360 },
    ],
    storyboard: { filter: 'tile=10x10', output: ['/out/storyboard-%d.jpg'] },
  });

  it('takes the stills from the source and the storyboard from the smallest rung, in the same pass', () => {
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(option(args, '-filter_complex')).toBe(
      '[0:v]split=3[src][st0][st1];' +
        '[src]scale=1920:1080:flags=bicubic,setdar=1920/1080,split=2[v0][n0];' +
        '[n0]scale=1280:720:flags=bicubic,setdar=1920/1080,split=2[v1][n1];' +
        '[n1]scale=854:480:flags=bicubic,setdar=1920/1080,split=2[v2][n2];' +
        '[n2]scale=640:360:flags=bicubic,setdar=1920/1080,split=2[v3][sb];' +
        '[sb]tile=10x10[storyboard];' +
        "[st0]setpts=PTS-STARTPTS,select='lt(selected_n,1)*gte(t,6.000)',crop=w=min(iw\\,ih*2/3):h=ih,scale=-2:720[still0];" +
        "[st1]setpts=PTS-STARTPTS,select='lt(selected_n,1)*gte(t,6.000)',scale=-2:360[still1]",
    );
  });

  it('writes each still and the sprite sheets as outputs of their own after the stream', () => {
    const dash = args.indexOf('/out/manifest.mpd');
    expect(args.slice(dash + 1)).toEqual([
      ...['-map', '[still0]', '-threads', '1', '-q:v', '3', '-update', '1', '/job/poster.jpg'],
      ...['-map', '[still1]', '-threads', '1', '-q:v', '3', '-update', '1', '/job/thumb.jpg'],
      ...['-map', '[storyboard]', '-threads', '1', '/out/storyboard-%d.jpg'],
    ]);
  });
});

describe('rungPreset', () => {
  it('takes the next faster preset above 720 lines, and never goes past ultrafast', () => {
    expect(rungPreset('veryfast', 1080)).toBe('superfast');
    expect(rungPreset('veryfast', 720)).toBe('veryfast');
    expect(rungPreset('slow', 2160)).toBe('medium');
    expect(rungPreset('ultrafast', 1080)).toBe('ultrafast');
  });
});

describe('stillArgs', () => {
  it('grabs one frame at the given time, scaled to the height', () => {
    const args = stillArgs('/in', '/out/poster.jpg', 1.5, 720);
    expect(option(args, '-ss')).toBe('1.500');
    expect(option(args, '-frames:v')).toBe('1');
    expect(option(args, '-vf')).toBe('scale=-2:720');
  });

  it('cuts the middle 2:3 of a wider frame for a portrait poster', () => {
    const args = stillArgs('/in', '/out/poster.jpg', 1.5, 480, true);
    expect(option(args, '-vf')).toBe('crop=w=min(iw\\,ih*2/3):h=ih,scale=-2:480');
  });
});

describe('inputArgs', () => {
  const url = 'http://127.0.0.1:9000/streamhub-media/uploads/abc/source?X-Amz-Signature=0f';

  it('reads a local file as it is', () => {
    expect(inputArgs('/job/source')).toEqual(['-i', '/job/source']);
  });

  it('reads a storage URL with reconnects and a stall timeout, before its -i, in every command', () => {
    expect(inputArgs(url)).toEqual([
      ...['-reconnect', '1', '-reconnect_on_network_error', '1', '-reconnect_delay_max', '10'],
      ...['-rw_timeout', '60000000', '-i', url],
    ]);
    for (const args of [
      ladderArgs(url, '/out', hd, buildLadder(hd)),
      stillArgs(url, '/p.jpg', 5, 360),
      probeArgs(url),
    ]) {
      const at = args.indexOf('-i');
      expect(args[at + 1]).toBe(url);
      expect(args.indexOf('-reconnect')).toBeLessThan(at);
    }
  });
});

describe('secondsWritten', () => {
  it("counts the first rendition's finished segments, nothing else", () => {
    const names = [
      'init-0.m4s',
      'init-1.m4s',
      'chunk-0-00001.m4s',
      'chunk-0-00002.m4s',
      'chunk-1-00001.m4s',
      'chunk-0-00003.m4s.tmp',
      'manifest.mpd',
    ];
    expect(secondsWritten(names, 4)).toBe(8);
    expect(secondsWritten([], 4)).toBe(0);
  });
});

describe('audioTrackArgs', () => {
  it("encodes the first audio stream alone as the ladder's AAC, in segments named after the track", () => {
    const args = audioTrackArgs('/in/a.m4a', '/out', 'audio-hi-0123456789ab', {
      ...DEFAULT_ENCODE,
      segmentSeconds: 4,
      threads: 1,
    });
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-map')).toBe('0:a:0');
    expect(args).toContain('-vn');
    expect(args.filter((a) => a === '-map')).toHaveLength(1);
    expect([after('-c:a'), after('-b:a'), after('-ac'), after('-ar')]).toEqual([
      'aac',
      DEFAULT_ENCODE.audioBitrate,
      '2',
      '48000',
    ]);
    expect(after('-seg_duration')).toBe('4');
    expect(after('-init_seg_name')).toBe('audio-hi-0123456789ab-init.m4s');
    expect(after('-media_seg_name')).toBe('audio-hi-0123456789ab-$Number%05d$.m4s');
    expect(after('-hls_playlist')).toBe('1');
    expect(args.at(-1)).toBe('/out/audio-hi-0123456789ab.mpd');
    expect(args).not.toContain('libx264');
  });

  it('reads an object-storage URL with reconnects', () => {
    const args = audioTrackArgs('http://minio/uploads/x/file?sig', '/out', 'audio-hi-0123456789ab');
    expect(args).toContain('-reconnect');
    expect(args[args.indexOf('-i') + 1]).toBe('http://minio/uploads/x/file?sig');
  });
});
