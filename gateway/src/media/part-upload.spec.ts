import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadInParts, type PartSink, type UploadedPart } from './part-upload';

const PART = 8;

/** A sink that keeps what it is sent and lets a test decide when each part is stored. */
class RecordingSink implements PartSink {
  whole: Buffer | undefined;
  begun = 0;
  completed: UploadedPart[] | undefined;
  aborted: string[] = [];
  /** Bytes of each part as sent, and the buffer it was sent from (to see whether it changed). */
  sent: { part: number; copy: Buffer; view: Buffer }[] = [];
  /** Parts stored so far. */
  stored = new Map<number, Buffer>();
  /** Where in memory each part was sent from (small buffers share one pool, hence the offset). */
  buffers = new Set<string>();
  private memory = new Map<ArrayBufferLike, number>();
  hold = false;
  failPart: number | undefined;
  private waiting: (() => void)[] = [];

  putWhole(body: Buffer): Promise<void> {
    this.whole = Buffer.from(body);
    return Promise.resolve();
  }

  begin(): Promise<string> {
    this.begun++;
    return Promise.resolve('upload-1');
  }

  async putPart(uploadId: string, partNumber: number, body: Buffer): Promise<string> {
    expect(uploadId).toBe('upload-1');
    if (!this.memory.has(body.buffer)) this.memory.set(body.buffer, this.memory.size);
    this.buffers.add(`${this.memory.get(body.buffer)}:${body.byteOffset}`);
    const entry = { part: partNumber, copy: Buffer.from(body), view: body };
    this.sent.push(entry);
    if (this.hold) await new Promise<void>((release) => this.waiting.push(release));
    // The bytes must not have changed while the request could still read them.
    expect(body.equals(entry.copy)).toBe(true);
    if (partNumber === this.failPart) throw new Error('storage refused the part');
    this.stored.set(partNumber, entry.copy);
    return `etag-${partNumber}`;
  }

  complete(uploadId: string, parts: UploadedPart[]): Promise<void> {
    expect(uploadId).toBe('upload-1');
    this.completed = parts;
    return Promise.resolve();
  }

  abort(uploadId: string): Promise<void> {
    this.aborted.push(uploadId);
    return Promise.resolve();
  }

  release(): void {
    for (const release of this.waiting.splice(0)) release();
  }

  object(): Buffer {
    return Buffer.concat(this.completed!.map(({ part }) => this.stored.get(part)!));
  }
}

/** The body in chunks of the given sizes (cycled), with a count of the bytes read so far. */
function chunks(body: Buffer, sizes: number[], failAfter?: number): AsyncIterable<Buffer> & { read: number } {
  const source = {
    read: 0,
    async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
      let i = 0;
      while (source.read < body.length) {
        if (failAfter !== undefined && source.read >= failAfter) throw new Error('client went away');
        const size = sizes[i++ % sizes.length]!;
        const chunk = body.subarray(source.read, source.read + size);
        source.read += chunk.length;
        yield chunk;
      }
    },
  };
  return source;
}

describe('uploadInParts', () => {
  it.each([
    ['an empty body', 0],
    ['less than one part', PART - 3],
    ['exactly one part', PART],
  ])('stores %s as one PUT, without a multipart upload', async (_, size) => {
    const body = randomBytes(size);
    const sink = new RecordingSink();
    await uploadInParts(chunks(body, [3]), sink, { partSize: PART });
    expect(sink.whole).toEqual(body);
    expect(sink.begun).toBe(0);
  });

  it.each([
    ['one part and one byte', PART + 1, [PART, 1]],
    ['a few parts and a half', PART * 3 + 4, [PART, PART, PART, 4]],
    ['exactly three parts', PART * 3, [PART, PART, PART]],
  ])('stores %s as parts of the part size, the last one shorter', async (_, size, partSizes) => {
    const body = randomBytes(size);
    for (const chunkSizes of [[1], [5, 11], [PART], [PART * 2 + 3]]) {
      const sink = new RecordingSink();
      await uploadInParts(chunks(body, chunkSizes), sink, { partSize: PART });
      expect(sink.whole).toBeUndefined();
      expect(sink.sent.map((p) => p.copy.length)).toEqual(partSizes);
      expect(sink.completed).toEqual(partSizes.map((_, i) => ({ part: i + 1, etag: `etag-${i + 1}` })));
      expect(sink.object()).toEqual(body);
      expect(sink.aborted).toEqual([]);
    }
  });

  it('reuses two buffers for the whole upload', async () => {
    const body = randomBytes(PART * 20 + 5);
    const sink = new RecordingSink();
    await uploadInParts(chunks(body, [3, 7]), sink, { partSize: PART });
    expect(sink.sent).toHaveLength(21);
    expect(sink.buffers.size).toBe(2);
    expect(sink.object()).toEqual(body);
  });

  it('stops reading while one part is in flight and the next one is full', async () => {
    const body = randomBytes(PART * 6);
    const source = chunks(body, [2]);
    const sink = new RecordingSink();
    sink.hold = true;
    const upload = uploadInParts(source, sink, { partSize: PART });
    await expect.poll(() => sink.sent.length).toBe(1);
    // Let every pending step run: part 1 is in flight, part 2 was read into the other buffer, and
    // one more chunk waits for a buffer.
    await new Promise(setImmediate);
    expect(source.read).toBe(PART * 2 + 2);
    expect(sink.sent).toHaveLength(1);
    sink.hold = false;
    sink.release();
    await upload;
    expect(sink.object()).toEqual(body);
  });

  it('aborts the multipart upload when the body fails, and throws its error', async () => {
    const sink = new RecordingSink();
    await expect(uploadInParts(chunks(randomBytes(PART * 5), [3], PART * 3), sink, { partSize: PART })).rejects.toThrow(
      'client went away',
    );
    expect(sink.aborted).toEqual(['upload-1']);
    expect(sink.completed).toBeUndefined();
  });

  it('aborts when a part cannot be stored, without reading the rest of the body', async () => {
    const body = randomBytes(PART * 50);
    const source = chunks(body, [PART]);
    const sink = new RecordingSink();
    sink.failPart = 2;
    await expect(uploadInParts(source, sink, { partSize: PART })).rejects.toThrow('storage refused the part');
    expect(sink.aborted).toEqual(['upload-1']);
    expect(sink.completed).toBeUndefined();
    expect(source.read).toBeLessThanOrEqual(PART * 4);
  });

  it('stores nothing when beforeStore refuses the body', async () => {
    const refuse = (): void => {
      throw new Error('too large');
    };
    const small = new RecordingSink();
    await expect(
      uploadInParts(chunks(randomBytes(5), [5]), small, { partSize: PART, beforeStore: refuse }),
    ).rejects.toThrow('too large');
    expect(small.whole).toBeUndefined();
    expect(small.begun).toBe(0);

    const large = new RecordingSink();
    await expect(
      uploadInParts(chunks(randomBytes(PART * 3 + 1), [5]), large, { partSize: PART, beforeStore: refuse }),
    ).rejects.toThrow('too large');
    expect(large.completed).toBeUndefined();
    expect(large.aborted).toEqual(['upload-1']);
  });
});
