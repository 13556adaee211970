import { describe, expect, it } from 'vitest';
import { checkAudioJob } from './audio.processor';

const job = {
  videoId: 'abcdefabcdefabcdefabcdef',
  lang: 'hi',
  file: 'audio-hi-0123456789ab',
  sourceKey: 'uploads/audio-hi-0123456789ab/file',
};

describe('checkAudioJob', () => {
  it('accepts an upload stored under the name the gateway gave it', () => {
    expect(checkAudioJob(job)).toEqual(job);
  });

  it.each([
    ['a bad video id', { videoId: '../x' }, 'video id'],
    ['a name that climbs out', { file: '../stream/manifest' }, 'file'],
    ['a source of another name', { sourceKey: 'uploads/other/file' }, 'source'],
    ['a source outside the uploads', { sourceKey: 'videos/abcdefabcdefabcdefabcdef/stream/init-0.m4s' }, 'source'],
  ])('refuses %s', (_what, change, message) => {
    expect(() => checkAudioJob({ ...job, ...change })).toThrow(message);
  });
});
