import { z } from 'zod';
import { BANNER_LIMITS, BannerMessages } from './constants';
import { searchQuery } from '../http/query-schemas';
import { dateTime } from '../http/common-schemas';
import type { RequestOf } from '../http/schemas';

export const BannerStatusSchema = z.enum(['active', 'inactive']);

/** A banner as the API shows it (docs/product.md §3). `imageUrl` is a path on our own origin. */
export const BannerSchema = z
  .object({
    _id: z.string(),
    imageUrl: z.string(),
    imageKey: z.string(),
    /** Bytes. */
    imageSize: z.int(),
    width: z.int(),
    height: z.int(),
    /** One of BANNER_LIMITS.mimeTypes (typed as text: the record keeps what was stored). */
    mimeType: z.string().meta({ enum: ['image/jpeg', 'image/png', 'image/webp'] }),
    altText: z.string(),
    status: BannerStatusSchema,
    order: z.int(),
    /** The title (video id) a click on the banner opens, when it links to one. */
    targetVideoId: z.string().optional(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Banner' });

export const BannerListSchema = z.object({ banners: z.array(BannerSchema) });

export const DeleteBannerReplySchema = z.object({ bannerId: z.string() });

export const BannerReplySchema = z.object({ banner: BannerSchema });

// ---- requests

export const SetBannerStatusBodySchema = z.strictObject({
  status: z
    .string({ error: BannerMessages.invalidStatus })
    .max(20, { error: BannerMessages.invalidStatus })
    .nullish()
    .meta({ description: 'active or inactive' }),
});

export const SetBannerTargetBodySchema = z.strictObject({
  videoId: z
    .string({ error: BannerMessages.invalidTarget })
    .regex(/^[0-9a-f]{24}$/, { error: BannerMessages.invalidTarget })
    .nullable()
    .meta({ description: 'The title (video id) the banner opens; null for none', example: '665f1c2e8b3e4a0012345678' }),
});

export const AdminBannersQuerySchema = z.strictObject({
  q: searchQuery('Search text', BANNER_LIMITS.searchMaxLength).describe('Matches the image key (case-insensitive)'),
});

/** A banner as the API shows it (docs/product.md §3). `imageUrl` is a path on our own origin. */
export type Banner = z.infer<typeof BannerSchema>;

export type BannerList = z.infer<typeof BannerListSchema>;

export type AdminBannersRequest = RequestOf<typeof AdminBannersQuerySchema>;

export type DeleteBannerReply = z.infer<typeof DeleteBannerReplySchema>;
