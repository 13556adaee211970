import { randomUUID } from 'node:crypto';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { loadEsm } from 'load-esm';
import { BANNER_LIMITS, BannerMessages, type StoredBannerImage } from '@streamhub/contracts';

/** A checked image from a multipart request, not stored yet. */
export interface ReceivedImage extends StoredBannerImage {
  bytes: Buffer;
}

interface FileTypeModule {
  fileTypeFromBuffer(bytes: Uint8Array): Promise<{ ext: string; mime: string } | undefined>;
}

let fileTypeModule: Promise<FileTypeModule> | undefined;
const fileType = () => (fileTypeModule ??= loadEsm<FileTypeModule>('file-type'));

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Reads the image files of a multipart request: only the file field `field` (at most `maxFiles`
 * of them, at least one) and an optional text field `altText`. Each file is checked by its content
 * (JPEG, PNG or WebP, whatever its name or declared type says) and its size; nothing is stored
 * until every file has passed.
 */
export async function readBannerImages(
  request: FastifyRequest,
  options: { field: string; maxFiles: number; noFileMessage: string },
): Promise<ReceivedImage[]> {
  if (!request.isMultipart()) throw new BadRequestException(BannerMessages.notMultipart);
  const files: Buffer[] = [];
  let altText: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        files: options.maxFiles + 1,
        fileSize: BANNER_LIMITS.maxFileBytes,
        fields: 5,
        fieldSize: 4 * 1024,
        parts: options.maxFiles + 6,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.field)
          throw new BadRequestException(BannerMessages.unknownField(part.fieldname));
        if (files.length >= options.maxFiles) {
          throw new BadRequestException(
            options.maxFiles === 1 ? BannerMessages.unknownField(part.fieldname) : BannerMessages.tooManyFiles,
          );
        }
        files.push(await part.toBuffer());
      } else if (part.fieldname === options.field) {
        throw new BadRequestException(BannerMessages.invalidFileObject);
      } else if (part.fieldname === 'altText') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        if (value.length > BANNER_LIMITS.altTextMaxLength) {
          throw new BadRequestException(`altText must be at most ${BANNER_LIMITS.altTextMaxLength} characters`);
        }
        altText = value;
      } else {
        throw new BadRequestException(BannerMessages.unknownField(part.fieldname.slice(0, 50)));
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (files.length === 0) throw new BadRequestException(options.noFileMessage);
  const images: ReceivedImage[] = [];
  for (const bytes of files) images.push(await checkImage(bytes, altText));
  return images;
}

async function checkImage(bytes: Buffer, altText: string | undefined): Promise<ReceivedImage> {
  if (bytes.length === 0) throw new UnsupportedMediaTypeException(BannerMessages.imagesOnly);
  const type = await (await fileType()).fileTypeFromBuffer(bytes);
  const ext = type && EXTENSIONS[type.mime];
  if (!type || !ext) throw new UnsupportedMediaTypeException(BannerMessages.imagesOnly);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new UnsupportedMediaTypeException(BannerMessages.imagesOnly);
  }
  if (!size.width || !size.height) throw new UnsupportedMediaTypeException(BannerMessages.imagesOnly);
  return {
    bytes,
    imageKey: `${randomUUID()}.${ext}`,
    imageSize: bytes.length,
    width: size.width,
    height: size.height,
    mimeType: type.mime,
    ...(altText ? { altText } : {}),
  };
}

/** Errors of @fastify/multipart and busboy become the 4xx the client can act on. */
function multipartError(err: unknown): unknown {
  if (err instanceof BadRequestException) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(BannerMessages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return new BadRequestException(BannerMessages.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new BadRequestException(BannerMessages.notMultipart);
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new BadRequestException('The multipart request is malformed or exceeds its limits');
  }
  if (err instanceof Error && /multipart|boundary|Unexpected end of form|Malformed/i.test(err.message)) {
    return new BadRequestException('The multipart request is malformed');
  }
  return err;
}
