import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sniffUpload } from './content-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
// An ISO BMFF file starts with its ftyp box: size, 'ftyp', major brand 'isom'.
const MP4 = Buffer.concat([
  Buffer.from('00000020667479706973 6f6d0000020069736f6d69736f32617663316d703431'.replace(/ /g, ''), 'hex'),
  Buffer.alloc(64),
]);

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function chunked(...parts: Buffer[]): Readable {
  return Readable.from(parts, { objectMode: false });
}

describe('sniffUpload', () => {
  it('recognises a video by its bytes and gives back the whole stream', async () => {
    const tail = Buffer.alloc(10_000, 7);
    const sniffed = await sniffUpload(chunked(MP4, tail), 'video');
    expect(sniffed?.mime).toBe('video/mp4');
    expect(await text(sniffed!.body)).toEqual(Buffer.concat([MP4, tail]));
  });

  it('refuses text named like a video, and a video where an image belongs', async () => {
    expect(await sniffUpload(chunked(Buffer.from('just some text, not a movie\n'.repeat(50))), 'video')).toBeNull();
    expect(await sniffUpload(chunked(MP4), 'image')).toBeNull();
  });

  it('accepts PNG as an image but not as a video', async () => {
    expect((await sniffUpload(chunked(PNG), 'image'))?.mime).toBe('image/png');
    expect(await sniffUpload(chunked(PNG), 'video')).toBeNull();
  });

  it('cuts the stream short past the size cap and says so, and reads the rest of the input', async () => {
    const rest = Buffer.alloc(5_000, 1);
    const input = chunked(PNG, rest, Buffer.alloc(1), Buffer.alloc(9_000));
    const over = await sniffUpload(input, 'image', PNG.length + rest.length);
    expect((await text(over!.body)).length).toBe(PNG.length + rest.length);
    expect(over!.overLimit()).toBe(true);
    expect(input.readableEnded).toBe(true);
    const at = await sniffUpload(chunked(PNG, rest), 'image', PNG.length + rest.length);
    expect((await text(at!.body)).length).toBe(PNG.length + rest.length);
    expect(at!.overLimit()).toBe(false);
  });

  it('reads the rest of the input when the body is given up half-way', async () => {
    const input = chunked(MP4, ...Array.from({ length: 50 }, () => Buffer.alloc(1_000)));
    const sniffed = await sniffUpload(input, 'video');
    for await (const chunk of sniffed!.body) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // as a storage failure leaves it
    }
    expect(input.readableEnded).toBe(false);
    await sniffed!.drain();
    expect(input.readableEnded).toBe(true);
  });

  it('ends the drain when the input fails', async () => {
    const input = new Readable({ read() {} });
    input.push(Buffer.concat([MP4, Buffer.alloc(5_000)]));
    const sniffed = await sniffUpload(input, 'video');
    setImmediate(() => input.destroy(new Error('client went away')));
    await expect(sniffed!.drain()).resolves.toBeUndefined();
  });
});
