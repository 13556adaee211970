import { describe, expect, it } from 'vitest';
import { AUDIO_FINGERPRINT } from '@streamhub/contracts';
import { fingerprintArgs, fingerprintPayload, fingerprintSeconds } from './fingerprint';

const option = (args: string[], name: string, nth = 0) => args.filter((_, i) => args[i - 1] === name)[nth];

describe('fingerprintArgs', () => {
  it('decodes the first minutes of the sound once into raw chromaprint fingerprints, forwards and backwards', () => {
    const args = fingerprintArgs('/work/source', '/work/f.fp', '/work/r.fp');
    expect(option(args, '-t')).toBe(String(AUDIO_FINGERPRINT.maxSeconds));
    // -t before -i: it limits what is read, not one output.
    expect(args.indexOf('-t')).toBeLessThan(args.indexOf('-i'));
    expect(option(args, '-filter_complex')).toBe(
      '[0:a:0]aresample=11025,aformat=channel_layouts=mono,asplit=2[forward][back];[back]areverse[reversed]',
    );
    expect(args.slice(args.indexOf('[forward]') + 1, args.indexOf('/work/f.fp') + 1)).toEqual([
      '-f',
      'chromaprint',
      '-fp_format',
      'raw',
      '-algorithm',
      '1',
      '/work/f.fp',
    ]);
    expect(args.at(-1)).toBe('/work/r.fp');
    expect(option(args, '-map', 1)).toBe('[reversed]');
  });

  it('reads an object-storage URL with reconnects, like the encode does', () => {
    expect(fingerprintArgs('http://minio/b/k?sig', 'f', 'r')).toContain('-reconnect');
  });
});

describe('fingerprintPayload', () => {
  it('is the base64 of the whole items, and null for a file with none', () => {
    expect(fingerprintPayload(Buffer.from([1, 2, 3, 4, 5, 6]))).toBe(Buffer.from([1, 2, 3, 4]).toString('base64'));
    expect(fingerprintPayload(Buffer.alloc(3))).toBeNull();
  });
});

describe('fingerprintSeconds', () => {
  it('is the whole sound of a short video, and the first minutes of a long one', () => {
    expect(fingerprintSeconds(12)).toBe(12);
    expect(fingerprintSeconds(3600)).toBe(AUDIO_FINGERPRINT.maxSeconds);
  });
});
