import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWorkerConfig } from './config';

const BASE = {
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'key',
  S3_SECRET_KEY: 'secret',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('codec settings', () => {
  it('encode uploads in H.264 and demo titles in H.264 and AV1 by default, AV1 at SVT-AV1 preset 10', () => {
    const config = loadWorkerConfig({ ...BASE });
    expect(config.MEDIA_CODECS).toEqual(['h264']);
    expect(config.DEMO_MEDIA_CODECS).toEqual(['h264', 'av1']);
    expect(config.AV1_PRESET).toBe(10);
  });

  it('read a comma list, in any case and spacing', () => {
    const config = loadWorkerConfig({ ...BASE, MEDIA_CODECS: ' H264 , av1', DEMO_MEDIA_CODECS: 'h264' });
    expect(config.MEDIA_CODECS).toEqual(['h264', 'av1']);
    expect(config.DEMO_MEDIA_CODECS).toEqual(['h264']);
  });

  it('refuse an unknown codec, a repeated one and an empty list, naming the setting', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    for (const value of ['vp9', 'h264,h264', ' , ']) {
      expect(() => loadWorkerConfig({ ...BASE, MEDIA_CODECS: value })).toThrow('exit');
      expect(String(stderr.mock.calls.at(-1)?.[0])).toMatch(/MEDIA_CODECS: .*must list h264 and\/or av1/);
    }
    expect(exit).toHaveBeenCalledWith(78);
  });
});
