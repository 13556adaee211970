import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BANNER_LIMITS, BANNER_STATUSES, BannerMessages, type AdminBannersRequest } from '@streamhub/contracts';
import { OptionalTextParam, type QueryConversion } from '../common/query-params';

export class SetBannerStatusDto {
  @ApiProperty({ enum: BANNER_STATUSES })
  @IsOptional()
  @IsString({ message: BannerMessages.invalidStatus })
  @MaxLength(20, { message: BannerMessages.invalidStatus })
  status?: string;
}

const trimmed: QueryConversion = ({ value }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? undefined : v;
};

export class AdminBannersDto implements AdminBannersRequest {
  @OptionalTextParam({
    convert: trimmed,
    label: 'Search text',
    maxLength: BANNER_LIMITS.searchMaxLength,
    api: { description: 'Matches the image key (case-insensitive)' },
  })
  q?: string;
}

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
