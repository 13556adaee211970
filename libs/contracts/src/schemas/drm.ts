import { z } from 'zod';
import { DrmMessages } from '../drm';

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
