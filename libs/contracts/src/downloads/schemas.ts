import { z } from 'zod';
import { CatalogMessages } from '../catalog/constants';
import { OBJECT_ID_PATTERN } from '../http/constants';
import { DOWNLOAD_QUALITIES, DownloadMessages } from './constants';
import { dateTime } from '../http/common-schemas';

/** POST /downloads: a title at a quality, for this device (docs/offline.md). */
export const CreateDownloadSchema = z.object({
  videoId: z
    .string({ error: CatalogMessages.invalidVideoId })
    .regex(OBJECT_ID_PATTERN, { error: CatalogMessages.invalidVideoId }),
  quality: z.enum(DOWNLOAD_QUALITIES, { error: DownloadMessages.invalidQuality }),
});

const JwkSchema = z.object({ kty: z.literal('oct'), kid: z.string(), k: z.string() });

export const DownloadLicenceSchema = z
  .object({
    id: z.string(),
    videoId: z.string(),
    title: z.string(),
    quality: z.enum(DOWNLOAD_QUALITIES),
    height: z.int().describe('The rendition the download keeps'),
    deviceId: z.string(),
    deviceName: z.string(),
    issuedAt: dateTime(),
    expiresAt: dateTime().describe('30 days after issue or 48 hours after the first play, whichever is first'),
    firstPlayedAt: dateTime().nullable(),
    /** This request's device holds it. */
    current: z.boolean(),
    keys: z
      .array(JwkSchema)
      .nullable()
      .describe(
        'Protected titles, on grant, play and renew only: the ClearKey keys of the audio and the kept rendition, which ' +
          'the app keeps with the copy and uses only until expiresAt (ClearKey has no persistent licences)',
      ),
  })
  .meta({ id: 'DownloadLicence' });

export const DownloadLicenceListSchema = z
  .object({ downloads: z.array(DownloadLicenceSchema) })
  .meta({ id: 'DownloadLicenceList' });

export const DownloadOptionsSchema = z
  .object({
    videoId: z.string(),
    options: z.array(
      z.object({
        quality: z.enum(DOWNLOAD_QUALITIES),
        height: z.int(),
        sizeBytes: z.int().describe('Estimated from the rendition and the duration'),
      }),
    ),
  })
  .meta({ id: 'DownloadOptions' });

export type DownloadLicence = z.infer<typeof DownloadLicenceSchema>;
export type DownloadLicenceList = z.infer<typeof DownloadLicenceListSchema>;
export type DownloadOptions = z.infer<typeof DownloadOptionsSchema>;
