import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  BillingMessages,
  PLAN_LIMITS,
  type AdminSubscriptionsQuery,
  type CreateOrderRequest,
  type PlanInput,
  REFUND_REASON_MAX_LENGTH,
} from '@streamhub/contracts';
import { LimitParam, OptionalTextParam, PageParam, type QueryConversion } from '../common/query-params';

/*
 * Types and length caps only: the plan-form rules and their spec messages (required fields, price
 * steps, scope) are billing's, so every client gets the same answers.
 */
export class PlanDto implements PlanInput {
  @ApiPropertyOptional({ example: 'EPISODE_14DAY', description: 'Unique; stored upper-cased' })
  @MaxLength(PLAN_LIMITS.codeMaxLength, { message: BillingMessages.invalidCode })
  @IsString({ message: BillingMessages.invalidCode })
  @IsOptional()
  code?: string;

  @ApiPropertyOptional({ example: 'Episode Pass · 14 days' })
  @MaxLength(PLAN_LIMITS.titleMaxLength, { message: BillingMessages.titleTooLong })
  @IsString({ message: BillingMessages.requiredFields })
  @IsOptional()
  title?: string;

  @ApiPropertyOptional({ example: 79, description: 'Rupees, 0 or more in steps of 0.01' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BillingMessages.invalidPrice })
  @IsOptional()
  price?: number;

  @ApiPropertyOptional({ example: 14, minimum: 1 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BillingMessages.invalidDuration })
  @IsOptional()
  durationDays?: number;

  @ApiPropertyOptional({ enum: ['episode', 'all'], default: 'episode' })
  @MaxLength(20, { message: BillingMessages.invalidScope })
  @IsString({ message: BillingMessages.invalidScope })
  @IsOptional()
  scope?: string;

  @ApiPropertyOptional()
  @MaxLength(PLAN_LIMITS.descriptionMaxLength, { message: BillingMessages.descriptionTooLong })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string;

  @ApiPropertyOptional({ default: false })
  @IsBoolean({ message: 'popular must be true or false' })
  @IsOptional()
  popular?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Anything but false counts as active' })
  @IsBoolean({ message: 'active must be true or false' })
  @IsOptional()
  active?: boolean;
}

export class SetPlanActiveDto {
  @ApiProperty()
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;
}

export class CreateOrderDto implements CreateOrderRequest {
  @ApiProperty({ example: 'EPISODE_14DAY' })
  @MaxLength(PLAN_LIMITS.codeMaxLength, { message: BillingMessages.planNotFound })
  @IsString({ message: BillingMessages.selectPlan })
  @IsOptional()
  planCode?: string;

  @ApiPropertyOptional({ example: '665f1c2e9b1d4a3f8c0e1a2b', description: 'A part (video) id of the episode' })
  @Matches(/^[0-9a-fA-F]{24}$/, { message: BillingMessages.invalidEpisodeId })
  @IsString({ message: BillingMessages.invalidEpisodeId })
  @IsOptional()
  episodeId?: string;

  @ApiPropertyOptional({ example: 'MONSOON FILES', description: '"all" for an all-scope plan' })
  @MaxLength(200, { message: 'Episode name must be at most 200 characters' })
  @IsString({ message: BillingMessages.selectEpisode })
  @IsOptional()
  episodeName?: string;
}

export class OrderByEpisodeNameDto implements CreateOrderRequest {
  @ApiProperty({ example: 'EPISODE_14DAY' })
  @MaxLength(PLAN_LIMITS.codeMaxLength, { message: BillingMessages.planNotFound })
  @IsString({ message: BillingMessages.selectPlan })
  @IsOptional()
  planCode?: string;

  @ApiProperty({ example: 'MONSOON FILES', description: '"all" for an all-scope plan' })
  @MaxLength(200, { message: 'Episode name must be at most 200 characters' })
  @IsString({ message: BillingMessages.selectEpisode })
  @IsOptional()
  episodeName?: string;
}

export class RefundDto {
  @ApiProperty({ example: 'Charged twice', description: 'Why the money goes back (required)' })
  @MaxLength(REFUND_REASON_MAX_LENGTH, { message: `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` })
  @IsString({ message: BillingMessages.refundReasonRequired })
  reason!: string;
}

const trimmed: QueryConversion = ({ value }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? undefined : v;
};
const toNumber: QueryConversion = ({ value }) =>
  value === '' || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value;

export class AdminSubscriptionsDto implements AdminSubscriptionsQuery {
  @OptionalTextParam({
    convert: trimmed,
    label: 'Search text',
    maxLength: 100,
    api: { description: 'Matches plan title, plan code, user name or user email (case-insensitive)' },
  })
  q?: string;

  @PageParam(toNumber)
  page?: number;

  @LimitParam(toNumber, 50)
  limit?: number;
}
