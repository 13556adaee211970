import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ServiceUnavailableException } from '@nestjs/common';
import { Client } from 'minio';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BUCKET_DEFAULT, MediaMessages, tooLargeMessage } from '@streamhub/contracts';
import { DEMO_ADMIN, signInAs, testEnv, unique, waitFor } from '@streamhub/testkit';
import type { GatewayConfig } from '../src/config';
import { MediaStorage, PART_SIZE } from '../src/media/media-storage';

/*
 * Uploads go to MinIO in parts through two reused buffers: the bytes stored are exactly the bytes
 * sent, whatever the size, and an upload that fails half-way (the client went away, a limit, a
 * storage error) leaves neither an object nor an unfinished multipart upload behind.
 */

// scripts/test.sh starts the test stack with this limit.
const UPLOAD_MAX_BYTES = Number(process.env.UPLOAD_MAX_BYTES ?? 8 * 1024 * 1024);
const BUCKET = process.env.MEDIA_BUCKET ?? MEDIA_BUCKET_DEFAULT;
const S3 = new URL(process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000');
const minio = new Client({
  endPoint: S3.hostname,
  port: Number(S3.port),
  useSSL: false,
  accessKey: process.env.S3_ACCESS_KEY ?? '',
  secretKey: process.env.S3_SECRET_KEY ?? '',
});
const storageConfig = (bucket = BUCKET) =>
  ({
    S3_ENDPOINT: S3.toString(),
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? '',
    S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? '',
    MEDIA_BUCKET: bucket,
  }) as GatewayConfig;
const storage = new MediaStorage(storageConfig());
// An ISO BMFF ftyp box: what the gateway's content check takes for an MP4.
const FTYP = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

/** `bytes` as a stream of odd-sized chunks, as a socket delivers them; optionally failing after `failAfter` bytes. */
function streamOf(bytes: Buffer, failAfter?: number): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      const chunk = bytes.subarray(offset, offset + 65_543);
      offset += chunk.length;
      this.push(chunk.length > 0 ? chunk : null);
    },
  });
}

async function storedMd5(key: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of await minio.getObject(BUCKET, key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await minio.statObject(BUCKET, key);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'NotFound') return false;
    throw err;
  }
}

/** Keys under `prefix` with an unfinished multipart upload. */
async function incompleteUploads(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const upload of minio.listIncompleteUploads(BUCKET, prefix, true) as AsyncIterable<{ key: string }>)
    keys.push(upload.key);
  return keys;
}

async function leftBehind(key: string): Promise<{ object: boolean; incomplete: boolean }> {
  return { object: await objectExists(key), incomplete: (await incompleteUploads(key)).includes(key) };
}

describe('MediaStorage.putStream against MinIO', () => {
  it.each([
    ['less than one part', PART_SIZE - 1, ''],
    ['exactly one part', PART_SIZE, ''],
    ['one part and one byte', PART_SIZE + 1, '-2'],
    ['a few parts', PART_SIZE * 3 + 12_345, '-4'],
  ])('stores exactly the bytes of %s', async (_, size, partsSuffix) => {
    const bytes = randomBytes(size);
    const key = `uploads/${unique('parts-')}/file`;
    await storage.putStream(key, streamOf(bytes), 'video/mp4');
    expect(await storedMd5(key)).toBe(md5(bytes));
    const stat = await minio.statObject(BUCKET, key);
    expect(stat.size).toBe(size);
    expect(stat.metaData['content-type']).toBe('video/mp4');
    // A multipart object's ETag ends in its number of parts; one PUT's has no suffix.
    expect(stat.etag.replace(/^[0-9a-f]{32}/, '')).toBe(partsSuffix);
    expect(await incompleteUploads(key)).toEqual([]);
    await minio.removeObject(BUCKET, key);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const key = `uploads/${unique('parts-')}/file`;
    const body = streamOf(randomBytes(PART_SIZE * 3), PART_SIZE * 2 + 1000);
    await expect(storage.putStream(key, body, 'video/mp4')).rejects.toThrow('client went away');
    expect(await leftBehind(key)).toEqual({ object: false, incomplete: false });
  });

  it('stores nothing when the body is refused once it has ended', async () => {
    for (const size of [1000, PART_SIZE * 2 + 1]) {
      const key = `uploads/${unique('parts-')}/file`;
      const refuse = () => {
        throw new Error('over the limit');
      };
      await expect(storage.putStream(key, streamOf(randomBytes(size)), 'video/mp4', refuse)).rejects.toThrow(
        'over the limit',
      );
      expect(await leftBehind(key)).toEqual({ object: false, incomplete: false });
    }
  });

  it('answers 503 with its message when storage refuses the bytes', async () => {
    const missing = new MediaStorage(storageConfig(unique('missing-').toLowerCase()));
    for (const size of [1000, PART_SIZE + 1]) {
      const failure = missing.putStream('uploads/x/file', streamOf(randomBytes(size)), 'video/mp4');
      await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableException);
      await expect(failure).rejects.toThrow(MediaMessages.storageUnavailable);
    }
  });
});

describe('POST /videos/upload half-way', () => {
  let admin: string;

  beforeAll(async () => {
    admin = (await signInAs(DEMO_ADMIN)).token;
  });

  /** The keys whose multipart upload the gateway aborted while handling request `requestId` (from its log). */
  function abortedUploads(requestId: string): string[] {
    const log = readFileSync(join(process.env.STACK_DIR ?? '.stack-test', 'logs', 'gateway.log'), 'utf8');
    return log
      .split('\n')
      .filter((line) => line.includes(requestId))
      .flatMap((line) => /aborted the multipart upload of (uploads\/[^\s"]+)/.exec(line)?.[1] ?? []);
  }

  /** An upload sent by hand: the form's fields, then `firstBytes` of the file; the test decides the rest. */
  async function startUpload(firstBytes: number) {
    const boundary = `parts${Date.now()}`;
    const requestId = unique('upload-parts-');
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="videoTitle"\r\n\r\n${unique('Parts ')}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="genre"\r\n\r\ndrama\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const req = request(`${testEnv.gatewayUrl}/api/v1/videos/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-request-id': requestId,
      },
    });
    const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      req.on('error', reject);
    });
    answer.catch(() => undefined);
    const write = (bytes: Buffer) =>
      new Promise<void>((resolve, reject) => req.write(bytes, (err) => (err ? reject(err) : resolve())));
    const writeZeros = async (count: number) => {
      for (let left = count; left > 0; left -= 1024 * 1024) await write(Buffer.alloc(Math.min(left, 1024 * 1024)));
    };
    await write(Buffer.concat([Buffer.from(head), FTYP]));
    await writeZeros(firstBytes - FTYP.length);
    return {
      requestId,
      req,
      answer,
      finish: async (moreBytes: number) => {
        await writeZeros(moreBytes);
        await write(Buffer.from(`\r\n--${boundary}--\r\n`));
        req.end();
        return answer;
      },
    };
  }

  /** Waits until the gateway says it aborted the request's multipart upload; then nothing of it may be left. */
  async function expectNothingLeft(requestId: string): Promise<void> {
    const keys = await waitFor(() => (abortedUploads(requestId).length > 0 ? abortedUploads(requestId) : null), {
      timeoutMs: 30_000,
      what: 'the gateway to abort the multipart upload',
    });
    expect(keys).toHaveLength(1);
    expect(await leftBehind(keys[0]!)).toEqual({ object: false, incomplete: false });
  }

  it('leaves no object and no unfinished upload when the client goes away', async () => {
    // More than a part, so the multipart upload has begun.
    const upload = await startUpload(PART_SIZE + 2 * 1024 * 1024);
    // The gateway is still reading (the form has not ended): nothing aborted yet.
    expect(abortedUploads(upload.requestId)).toEqual([]);
    upload.req.destroy();
    await expect(upload.answer).rejects.toThrow();
    await expectNothingLeft(upload.requestId);
    expect((await fetch(`${testEnv.gatewayUrl}/api/v1/health/live`)).status).toBe(200);
  });

  it('refuses a file over the limit with 413 and leaves nothing of it', async () => {
    const first = PART_SIZE + 1024 * 1024;
    const upload = await startUpload(first);
    const answer = await upload.finish(UPLOAD_MAX_BYTES + 1024 * 1024 - first);
    expect(answer).toEqual({
      status: 413,
      body: { success: false, statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: tooLargeMessage(UPLOAD_MAX_BYTES) },
    });
    await expectNothingLeft(upload.requestId);
  });
});
