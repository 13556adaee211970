import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { randomClientIp, readApiCall, type ApiCall } from './http';
import { testEnv } from './env';

/** A real PNG of `width`×`height` pixels in one colour (built here: signature, IHDR, IDAT, IEND). */
export function pngImage(width: number, height: number, rgb: [number, number, number] = [200, 40, 40]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG or WebP of `width`×`height` pixels, encoded by ffmpeg. */
export async function encodedImage(format: 'jpg' | 'webp', width: number, height: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'streamhub-image-'));
  try {
    const file = join(dir, `image.${format}`);
    await promisify(execFile)('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=blue:s=${width}x${height}`,
      '-frames:v',
      '1',
      file,
    ]);
    return await readFile(file);
  } catch (err) {
    throw new Error(
      `ffmpeg could not make a ${format} test image: ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A small but real PDF document (for content-type checks). */
export const pdfDocument = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

export interface FormFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** Sends a multipart/form-data request to the gateway like a browser's FormData upload. */
export async function apiForm(
  method: string,
  path: string,
  options: { files?: FormFile[]; fields?: Record<string, string>; token?: string } = {},
): Promise<ApiCall> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const file of options.files ?? []) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const headers: Record<string, string> = { 'x-forwarded-for': randomClientIp() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return readApiCall(await fetch(`${testEnv.gatewayUrl}/api/v1${path}`, { method, headers, body: form }));
}
