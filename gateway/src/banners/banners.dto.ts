import { BANNER_LIMITS } from '@streamhub/contracts';
import {
  AdminBannersQuerySchema,
  SetBannerStatusBodySchema,
  SetBannerTargetBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class SetBannerStatusDto extends zodDto(SetBannerStatusBodySchema) {}
export class SetBannerTargetDto extends zodDto(SetBannerTargetBodySchema) {}
export class AdminBannersDto extends zodDto(AdminBannersQuerySchema) {}

/** OpenAPI description of the upload bodies (the routes read the multipart stream themselves). */
export const bannerUploadBody = (field: string, many: boolean) => ({
  schema: {
    type: 'object',
    required: [field],
    properties: {
      [field]: many
        ? { type: 'array', maxItems: BANNER_LIMITS.maxFilesPerUpload, items: { type: 'string', format: 'binary' } }
        : { type: 'string', format: 'binary' },
      altText: { type: 'string', maxLength: BANNER_LIMITS.altTextMaxLength },
    },
  },
});
