import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, Matches, Min } from 'class-validator';
import {
  CATALOG_SECTIONS,
  CatalogMessages,
  SEARCH_TEXT_MAX_LENGTH,
  VIDEO_QUALITIES,
  VIDEO_STATUSES,
  VIDEO_TYPES,
  type AdminStatusFilter,
  type AdminVideosQuery,
  type RecordProgressRequest,
  type CatalogQuery,
  type CatalogSection,
  type EpisodesQuery,
  type VideoQuality,
  type VideoType,
} from '@streamhub/contracts';
import {
  LimitParam,
  OptionalChoiceParam,
  OptionalNumberParam,
  OptionalTextParam,
  PageParam,
  type QueryConversion,
} from '../common/query-params';

/** Clients send empty filters as `?genre=`: an empty value means "not given". */
const blankToUndefined: QueryConversion = ({ value }) => (value === '' || value === null ? undefined : value);
const toNumber: QueryConversion = ({ value }) => {
  const v = blankToUndefined({ value });
  return typeof v === 'string' ? Number(v.trim()) : v;
};
const trimmed: QueryConversion = ({ value }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? undefined : v;
};

const lowerCased: QueryConversion = ({ value }) =>
  typeof value === 'string' ? blankToUndefined({ value: value.trim().toLowerCase() }) : value;
const upperCased: QueryConversion = ({ value }) =>
  typeof value === 'string' ? blankToUndefined({ value: value.trim().toUpperCase() }) : value;

const SearchText = (api?: ApiPropertyOptions) =>
  OptionalTextParam({ convert: trimmed, label: 'Search text', maxLength: SEARCH_TEXT_MAX_LENGTH, api });
const VideoTypeParam = () =>
  OptionalChoiceParam({ convert: lowerCased, values: VIDEO_TYPES, message: CatalogMessages.invalidVideoType });

/** The filters of the one catalogue query (spec §2 Search filters, plus the menu's sections). */
class CatalogFiltersDto implements Omit<CatalogQuery, 'page' | 'limit'> {
  @SearchText({
    description: 'Every word must match title, episode name, genre or actors, in any order (case-insensitive)',
  })
  q?: string;

  @OptionalTextParam({ convert: trimmed, label: 'Genre', maxLength: 60, api: { example: 'DRAMA' } })
  genre?: string;

  @OptionalNumberParam({
    convert: toNumber,
    message: 'Year must be a year such as 2024',
    min: 1800,
    max: 2999,
    api: { example: 2024 },
  })
  year?: number;

  @OptionalNumberParam({
    convert: toNumber,
    message: 'Min rating must be a number between 0 and 10',
    min: 0,
    max: 10,
    integer: false,
    api: { enum: [7, 8, 9], description: 'IMDb rating at least this (any value 0–10 is accepted)' },
  })
  minRating?: number;

  @VideoTypeParam()
  type?: VideoType;

  @OptionalChoiceParam({ convert: upperCased, values: VIDEO_QUALITIES, message: CatalogMessages.invalidQuality })
  quality?: VideoQuality;

  @OptionalChoiceParam({
    convert: lowerCased,
    values: CATALOG_SECTIONS,
    message: CatalogMessages.invalidSection,
    api: { description: 'movies: videos of type movie; series: every other type' },
  })
  section?: CatalogSection;
}

export class EpisodesQueryDto extends CatalogFiltersDto implements EpisodesQuery {
  @PageParam(toNumber)
  page?: number;

  @OptionalNumberParam({
    convert: toNumber,
    message: 'limit must be a whole number between 1 and 100',
    min: 1,
    max: 100,
    api: { description: 'Groups per page (newest release first); every group when absent', example: 14 },
  })
  limit?: number;
}

export class SearchVideosDto extends CatalogFiltersDto implements CatalogQuery {
  @PageParam(toNumber)
  page?: number;

  @LimitParam(toNumber, 24)
  limit?: number;
}

class PageQueryDto {
  @PageParam(toNumber)
  page?: number;

  @LimitParam(toNumber, 24)
  limit?: number;
}

export class AdminVideosDto extends PageQueryDto implements AdminVideosQuery {
  @SearchText()
  q?: string;

  @OptionalChoiceParam({
    convert: lowerCased,
    values: ['all', ...VIDEO_STATUSES],
    message: 'Status must be one of all, active, inactive, processing, failed',
    api: { default: 'all' },
  })
  status?: AdminStatusFilter;

  @VideoTypeParam()
  type?: VideoType;
}

export class SetVideoStatusDto {
  @ApiProperty({ enum: ['active', 'inactive'] })
  @IsIn(['active', 'inactive'], { message: 'Status must be either "active" or "inactive"' })
  status!: 'active' | 'inactive';
}

export class AddToWatchlistDto implements Pick<RecordProgressRequest, 'videoId'> {
  @ApiProperty({ example: '665f1c2e9b1d4a3f8c0e1a2b' })
  @Matches(/^[0-9a-fA-F]{24}$/, { message: CatalogMessages.invalidVideoId })
  @IsString({ message: CatalogMessages.invalidVideoId })
  videoId!: string;
}

export class RecordProgressDto implements Omit<RecordProgressRequest, 'videoId'> {
  @ApiProperty({ example: 120, description: 'Seconds from the start' })
  @Min(0, { message: 'positionSeconds must be a number of 0 or more' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'positionSeconds must be a number of 0 or more' })
  positionSeconds!: number;

  @ApiProperty({ example: 3000, description: 'Length of the video in seconds' })
  @Min(0, { message: 'durationSeconds must be a number of 0 or more' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'durationSeconds must be a number of 0 or more' })
  durationSeconds!: number;
}
