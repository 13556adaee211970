import { z } from 'zod';
import { CatalogEvents, VIDEO_STATUSES } from './constants';

/** The payloads of catalog's domain events (see auth/events.ts for how they are used). */
const id = z.string().min(1);
const category = z.object({ categoryId: id, name: z.string(), status: z.enum(['active', 'inactive']) });
const video = z.object({ videoId: id, episodeName: z.string(), status: z.enum(VIDEO_STATUSES) });

export const CatalogEventSchemas = {
  [CatalogEvents.categoryCreated]: category,
  [CatalogEvents.categoryStatusChanged]: category,
  [CatalogEvents.videoCreated]: video,
  [CatalogEvents.videoUpdated]: video,
  [CatalogEvents.videoStatusChanged]: video,
  [CatalogEvents.videoDeleted]: z.object({
    videoId: id,
    episodeName: z.string(),
    media: z.object({ keys: z.array(z.string()), prefixes: z.array(z.string()) }).optional(),
  }),
  [CatalogEvents.seriesUpdated]: z.object({ episodeName: z.string() }),
} as const;
