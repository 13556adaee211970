import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CatalogMessages,
  VIDEO_QUALITIES,
  VIDEO_STATUSES,
  VIDEO_TYPES,
  type AdminStatusFilter,
  type VideoQuality,
  type VideoType,
} from '@streamhub/contracts';

/** Clients send empty filters as `?genre=`: an empty value means "not given". */
const blankToUndefined = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null ? undefined : value;
const toNumber = ({ value }: { value: unknown }): unknown => {
  const v = blankToUndefined({ value });
  return typeof v === 'string' ? Number(v.trim()) : v;
};
const trimmed = ({ value }: { value: unknown }): unknown => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? undefined : v;
};

export class EpisodesQueryDto {
  @ApiPropertyOptional({ description: 'At most this many groups (newest first); all when absent', example: 14 })
  @IsOptional()
  @Max(1000, { message: 'limit must be a whole number between 1 and 1000' })
  @Min(1, { message: 'limit must be a whole number between 1 and 1000' })
  @IsInt({ message: 'limit must be a whole number between 1 and 1000' })
  @Transform(toNumber)
  limit?: number;
}

class PageQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Min(1, { message: 'page must be a whole number of 1 or more' })
  @IsInt({ message: 'page must be a whole number of 1 or more' })
  @Transform(toNumber)
  page?: number;

  @ApiPropertyOptional({ default: 24, maximum: 100 })
  @IsOptional()
  @Max(100, { message: 'limit must be a whole number between 1 and 100' })
  @Min(1, { message: 'limit must be a whole number between 1 and 100' })
  @IsInt({ message: 'limit must be a whole number between 1 and 100' })
  @Transform(toNumber)
  limit?: number;
}

export class SearchVideosDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Matches title, episode name, genre and actors (case-insensitive)' })
  @IsOptional()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  @IsString({ message: 'Search text must be text' })
  @Transform(trimmed)
  q?: string;

  @ApiPropertyOptional({ example: 'DRAMA' })
  @IsOptional()
  @MaxLength(60, { message: 'Genre must be at most 60 characters' })
  @IsString({ message: 'Genre must be text' })
  @Transform(trimmed)
  genre?: string;

  @ApiPropertyOptional({ example: 2024 })
  @IsOptional()
  @Max(2999, { message: 'Year must be a year such as 2024' })
  @Min(1800, { message: 'Year must be a year such as 2024' })
  @IsInt({ message: 'Year must be a year such as 2024' })
  @Transform(toNumber)
  year?: number;

  @ApiPropertyOptional({ enum: [7, 8, 9], description: 'IMDb rating at least this (any value 0–10 is accepted)' })
  @IsOptional()
  @Max(10, { message: 'Min rating must be a number between 0 and 10' })
  @Min(0, { message: 'Min rating must be a number between 0 and 10' })
  @IsNumber({}, { message: 'Min rating must be a number between 0 and 10' })
  @Transform(toNumber)
  minRating?: number;

  @ApiPropertyOptional({ enum: VIDEO_TYPES })
  @IsOptional()
  @IsIn(VIDEO_TYPES, { message: CatalogMessages.invalidVideoType })
  @Transform(({ value }) =>
    typeof value === 'string' ? blankToUndefined({ value: value.trim().toLowerCase() }) : value,
  )
  type?: VideoType;

  @ApiPropertyOptional({ enum: VIDEO_QUALITIES })
  @IsOptional()
  @IsIn(VIDEO_QUALITIES, { message: CatalogMessages.invalidQuality })
  @Transform(({ value }) =>
    typeof value === 'string' ? blankToUndefined({ value: value.trim().toUpperCase() }) : value,
  )
  quality?: VideoQuality;
}

export class AdminVideosDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  @IsString({ message: 'Search text must be text' })
  @Transform(trimmed)
  q?: string;

  @ApiPropertyOptional({ enum: ['all', ...VIDEO_STATUSES], default: 'all' })
  @IsOptional()
  @IsIn(['all', ...VIDEO_STATUSES], { message: 'Status must be one of all, active, inactive, processing, failed' })
  @Transform(({ value }) =>
    typeof value === 'string' ? blankToUndefined({ value: value.trim().toLowerCase() }) : value,
  )
  status?: AdminStatusFilter;

  @ApiPropertyOptional({ enum: VIDEO_TYPES })
  @IsOptional()
  @IsIn(VIDEO_TYPES, { message: CatalogMessages.invalidVideoType })
  @Transform(({ value }) =>
    typeof value === 'string' ? blankToUndefined({ value: value.trim().toLowerCase() }) : value,
  )
  type?: VideoType;
}

export class SetVideoStatusDto {
  @ApiProperty({ enum: ['active', 'inactive'] })
  @IsIn(['active', 'inactive'], { message: 'Status must be either "active" or "inactive"' })
  status!: 'active' | 'inactive';
}

export class AddToWatchlistDto {
  @ApiProperty({ example: '665f1c2e9b1d4a3f8c0e1a2b' })
  @Matches(/^[0-9a-fA-F]{24}$/, { message: CatalogMessages.invalidVideoId })
  @IsString({ message: CatalogMessages.invalidVideoId })
  videoId!: string;
}

export class RecordProgressDto {
  @ApiProperty({ example: 120, description: 'Seconds from the start' })
  @Min(0, { message: 'positionSeconds must be a number of 0 or more' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'positionSeconds must be a number of 0 or more' })
  positionSeconds!: number;

  @ApiProperty({ example: 3000, description: 'Length of the video in seconds' })
  @Min(0, { message: 'durationSeconds must be a number of 0 or more' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'durationSeconds must be a number of 0 or more' })
  durationSeconds!: number;
}
