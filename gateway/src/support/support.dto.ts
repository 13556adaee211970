import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  QUERY_LIMITS,
  QUERY_STATUSES,
  SupportMessages,
  type ListQueriesRequest,
  type QueryStatus,
  type SubmitQueryRequest,
} from '@streamhub/contracts';
import {
  LimitParam,
  OptionalChoiceParam,
  OptionalTextParam,
  PageParam,
  type QueryConversion,
} from '../common/query-params';

/*
 * Types and length caps only: the contact-form rules and their spec messages (all fields, the
 * address pattern, blank replies, statuses) are support's, so every client gets the same answers.
 */

/** Optional text of at most `max` characters . */
const text = (field: string, max: number) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );

export class SubmitQueryDto implements SubmitQueryRequest {
  @ApiProperty({ example: 'Asha Rao', maxLength: QUERY_LIMITS.nameMaxLength })
  @text('Name', QUERY_LIMITS.nameMaxLength)
  name?: string;

  @ApiProperty({ example: 'asha@example.com', maxLength: QUERY_LIMITS.emailMaxLength })
  @text('Email', QUERY_LIMITS.emailMaxLength)
  email?: string;

  @ApiProperty({ example: 'Payment not reflected', maxLength: QUERY_LIMITS.subjectMaxLength })
  @text('Subject', QUERY_LIMITS.subjectMaxLength)
  subject?: string;

  @ApiProperty({ example: 'I paid for a plan but cannot watch.', maxLength: QUERY_LIMITS.messageMaxLength })
  @text('Message', QUERY_LIMITS.messageMaxLength)
  message?: string;
}

export class ReplyQueryDto {
  @ApiProperty({
    example: 'Your payment has been applied; please sign in again.',
    maxLength: QUERY_LIMITS.replyMaxLength,
  })
  @text('Reply', QUERY_LIMITS.replyMaxLength)
  message?: string;
}

export class SetQueryStatusDto {
  @ApiProperty({ enum: QUERY_STATUSES })
  @IsOptional()
  @IsString({ message: SupportMessages.invalidStatus })
  @MaxLength(20, { message: SupportMessages.invalidStatus })
  status?: string;
}

const trimmed: QueryConversion = ({ value }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? undefined : v;
};
const toNumber: QueryConversion = ({ value }) =>
  value === '' || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value;

export class ListQueriesDto implements ListQueriesRequest {
  @OptionalChoiceParam({
    convert: trimmed,
    values: QUERY_STATUSES,
    message: SupportMessages.invalidStatus,
    api: { description: 'Only queries with this status' },
  })
  status?: QueryStatus;

  @OptionalTextParam({
    convert: trimmed,
    label: 'Search text',
    maxLength: QUERY_LIMITS.searchMaxLength,
    api: { description: 'Matches name, email, subject or message (case-insensitive)' },
  })
  q?: string;

  @PageParam(toNumber)
  page?: number;

  @LimitParam(toNumber, 20)
  limit?: number;
}
