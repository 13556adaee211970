import { z } from 'zod';
import { CONTENT_PROTECTIONS, DrmMessages, REPACKAGE_STATUSES } from './constants';

/** POST /drm/licence/{id}: the W3C ClearKey licence request the browser's CDM writes (docs/drm.md). */
export const ClearKeyLicenceRequestSchema = z.object({
  kids: z
    .array(
      z.string({ error: DrmMessages.licenceRequestInvalid }).max(32, { error: DrmMessages.licenceRequestInvalid }),
      {
        error: DrmMessages.licenceRequestInvalid,
      },
    )
    .min(1, { error: DrmMessages.licenceRequestInvalid })
    .max(8, { error: DrmMessages.licenceRequestInvalid })
    .describe('Key ids, base64url (16 bytes each)'),
  type: z.enum(['temporary', 'persistent-license']).optional(),
});

/** The ClearKey licence: JSON Web Keys of the key ids the viewer may have (a plan's cap leaves out taller ones). */
export const ClearKeyLicenceSchema = z
  .object({
    keys: z.array(z.object({ kty: z.literal('oct'), kid: z.string(), k: z.string() })),
    type: z.literal('temporary'),
  })
  .meta({ id: 'ClearKeyLicence' });

/** A title's protection and its last re-package (admin; docs/drm.md "Protecting an existing title"). */
export const ProtectionStatusSchema = z
  .object({
    videoId: z.string(),
    protection: z.enum(CONTENT_PROTECTIONS),
    repackage: z
      .object({
        status: z.enum(REPACKAGE_STATUSES).describe('`queued` until the worker reports; then `done` or `failed`'),
        requestedAt: z.string(),
        finishedAt: z.string().nullable(),
        seconds: z.number().nullable().describe('Seconds the packaging took (done only)'),
        failureReason: z.string().nullable(),
      })
      .nullable()
      .describe('The last re-package; null when the title was never re-packaged'),
  })
  .meta({ id: 'ProtectionStatus' });
