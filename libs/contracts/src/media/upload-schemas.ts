import { z } from 'zod';
import { CatalogMessages } from '../catalog/constants';
import { MediaMessages } from './constants';
import { VideoSchema } from '../catalog/schemas';

/*
 * Direct (resumable) uploads: the gateway starts an S3 multipart upload, signs a URL per part, and
 * on complete checks the stored object before the title is created (docs/media.md "Direct uploads").
 */

/** The upload form's metadata (docs/product.md §7) as text fields; catalog validates the values. */
const metadataText = (max = 10_000) => z.string({ error: CatalogMessages.requiredFields }).max(max);

export const DirectUploadMetadataSchema = z
  .strictObject({
    videoTitle: metadataText(500).trim().min(1, { error: CatalogMessages.requiredFields }),
    genre: metadataText(200).trim().min(1, { error: CatalogMessages.requiredFields }),
    episodeName: metadataText().optional(),
    description: metadataText().optional(),
    actors: metadataText().optional(),
    writers: metadataText().optional(),
    countries: metadataText().optional(),
    languages: metadataText().optional(),
    imdbRating: metadataText(20).optional(),
    releaseDate: metadataText(40).optional(),
    videoType: metadataText(40).optional(),
    runtimeMinutes: metadataText(20).optional(),
    quality: metadataText(20).optional(),
    episodeSeq: metadataText(20).optional(),
    ageRating: metadataText(20).optional(),
    contentDescriptors: metadataText().optional(),
    // `protected` (the default) or `clear` (docs/drm.md).
    protection: metadataText(20).optional(),
  })
  // Inline (no component id): a request DTO's nested shape is documented in place.
  .meta({ description: "The upload form's text fields (docs/product.md §7)" });
export type DirectUploadMetadata = z.output<typeof DirectUploadMetadataSchema>;

export const StartDirectUploadBodySchema = z.strictObject({
  filename: z.string().max(500).optional().meta({ description: 'Shown in logs only; the type is checked by content' }),
  size: z
    .int({ error: MediaMessages.directUploadSizeRequired })
    .min(1, { error: MediaMessages.directUploadSizeRequired })
    .meta({ description: 'Bytes; over UPLOAD_MAX_BYTES is refused with 413 before anything is stored' }),
  contentType: z
    .string()
    .max(100, { error: MediaMessages.directUploadContentTypeInvalid })
    // A media type as RFC 6838 names them (or nothing): it becomes the stored object's Content-Type header.
    .regex(/^$|^[A-Za-z0-9][\w!#$&^.+-]{0,63}\/[A-Za-z0-9][\w!#$&^.+-]{0,63}$/, {
      error: MediaMessages.directUploadContentTypeInvalid,
    })
    .optional()
    .meta({ description: "The browser's guess (a media type such as video/mp4); stored as sent" }),
});

export const DirectUploadSchema = z
  .object({
    uploadId: z.string().meta({ description: 'Our id of the upload (a UUID): every later call names it' }),
    key: z.string().meta({ description: 'Object key the parts assemble into' }),
    partSize: z.int().meta({ description: 'Bytes per part (the last may be smaller)' }),
    maxParts: z.int(),
  })
  .meta({ id: 'DirectUpload' });

export const DirectUploadPartUrlSchema = z.object({
  url: z.string().meta({ description: 'Presigned PUT of this part to object storage; the answer has its ETag' }),
  expiresIn: z.int().meta({ description: 'Seconds the URL is valid' }),
});

export const DirectUploadPartSchema = z
  .object({
    PartNumber: z.int(),
    Size: z.int(),
    ETag: z.string(),
  })
  .meta({ id: 'DirectUploadPart' });

export const DirectUploadPartsSchema = z.object({ parts: z.array(DirectUploadPartSchema) });

export const CompleteDirectUploadBodySchema = z.strictObject({
  metadata: DirectUploadMetadataSchema,
});

export const DirectUploadCompletedSchema = z.object({ video: VideoSchema });

export const DirectUploadAbortedSchema = z.object({ uploadId: z.string() });
