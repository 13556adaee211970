import { describe, expect, it } from 'vitest';
import { parseMediaProbe, parseProbe } from './ffmpeg';

describe('parseProbe', () => {
  it('reads size, frame rate, duration and whether there is audio', () => {
    const json = JSON.stringify({
      streams: [
        { codec_type: 'video', width: 1920, height: 1080, avg_frame_rate: '30000/1001', r_frame_rate: '30000/1001' },
        { codec_type: 'audio' },
      ],
      format: { duration: '61.5' },
    });
    expect(parseProbe(json)).toEqual({
      durationSeconds: 61.5,
      width: 1920,
      height: 1080,
      fps: 30000 / 1001,
      hasAudio: true,
      audioStreams: 1,
    });
  });

  it('counts the audio streams (languages) of the source', () => {
    const json = JSON.stringify({
      streams: [
        { codec_type: 'video', width: 640, height: 360, avg_frame_rate: '25/1' },
        { codec_type: 'audio' },
        { codec_type: 'audio' },
      ],
      format: { duration: '4' },
    });
    expect(parseProbe(json)).toMatchObject({ hasAudio: true, audioStreams: 2 });
  });

  it('falls back to r_frame_rate and reports a silent file', () => {
    const json = JSON.stringify({
      streams: [{ codec_type: 'video', width: 640, height: 360, avg_frame_rate: '0/0', r_frame_rate: '25/1' }],
      format: {},
    });
    expect(parseProbe(json)).toMatchObject({ fps: 25, hasAudio: false, durationSeconds: 0 });
  });

  it('refuses a file without a video stream', () => {
    expect(() => parseProbe(JSON.stringify({ streams: [{ codec_type: 'audio' }], format: {} }))).toThrow(
      'no video stream',
    );
  });
});

describe('parseMediaProbe', () => {
  it('counts the audio and video streams of any media and reads its length', () => {
    const json = JSON.stringify({
      streams: [
        { codec_type: 'audio', duration: '6.02' },
        { codec_type: 'video', width: 300 },
        { codec_type: 'audio' },
      ],
      format: { duration: '6.05' },
    });
    expect(parseMediaProbe(json)).toEqual({ durationSeconds: 6.05, audioStreams: 2, videoStreams: 1 });
  });

  it("takes a stream's length when the container gives none; a cover picture is no video", () => {
    const json = JSON.stringify({
      streams: [
        { codec_type: 'audio', duration: '181.2' },
        { codec_type: 'video', width: 0 },
      ],
      format: {},
    });
    expect(parseMediaProbe(json)).toEqual({ durationSeconds: 181.2, audioStreams: 1, videoStreams: 0 });
    expect(parseMediaProbe('{}')).toEqual({ durationSeconds: 0, audioStreams: 0, videoStreams: 0 });
  });
});
