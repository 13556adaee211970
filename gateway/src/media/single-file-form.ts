import { BadRequestException } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MediaMessages } from '@streamhub/contracts';

/** A form read by readSingleFileForm. */
export interface SingleFileForm<T> {
  /** The fields sent, each cut to 200 characters. */
  fields: Record<string, string>;
  /** What `onFile` made of the `file` part; null when none came or it failed. */
  file: T | null;
  /** The first refusal or error while reading the parts, if any; the rest of the body was read and dropped. */
  failure: unknown;
}

/**
 * Reads a multipart form of the named text fields and one part named `file`, handed to `onFile`
 * with the fields sent before it. An unknown field or a second file is refused (400). The first
 * failure is returned rather than thrown, once the whole body is read; errors of the body itself
 * (a broken boundary, a cut-short request) are thrown.
 */
export async function readSingleFileForm<T>(
  req: FastifyRequest,
  fieldNames: ReadonlySet<string>,
  onFile: (part: MultipartFile, fields: Record<string, string>) => Promise<T>,
): Promise<SingleFileForm<T>> {
  const fields: Record<string, string> = {};
  let file: T | null = null;
  let failure: unknown = null;
  for await (const part of req.parts()) {
    if (failure) {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    try {
      if (part.type === 'field') {
        if (!fieldNames.has(part.fieldname))
          throw new BadRequestException(`${MediaMessages.unknownField}: ${part.fieldname.slice(0, 40)}`);
        fields[part.fieldname] = String(part.value ?? '').slice(0, 200);
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new BadRequestException(
          part.fieldname === 'file'
            ? MediaMessages.duplicateFile
            : `${MediaMessages.unknownField}: ${part.fieldname.slice(0, 40)}`,
        );
      } else {
        file = await onFile(part, fields);
      }
    } catch (err) {
      failure = err;
    }
  }
  return { fields, file, failure };
}
