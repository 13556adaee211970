import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import {
  AuthLimits,
  AuthMessages,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ListUsersRequest,
  type RequestAccountDeletionRequest,
  type UserListStatus,
  type RedeemHandoffRequest,
  type ResendSignupOtpRequest,
  type ResetPasswordRequest,
  type SigninRequest,
  type SignupRequest,
  type UpdateProfileRequest,
  type UserRole,
  type UserStatus,
  type VerifySignupOtpRequest,
} from '@streamhub/contracts';
import { LimitParam, OptionalChoiceParam, PageParam, type QueryConversion } from '../common/query-params';

/*
 * The gateway checks only the shape of account requests (text where text is expected, no unknown
 * fields). The auth service checks the content in the order of spec §5, so the first message a
 * person sees is the one the spec names, whichever client sent the request.
 */

/** Text of at most `max` characters: capped here, before any pattern in the service runs on it. */
const text = (field: string, max: number) =>
  applyDecorators(
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );

const MAX = {
  name: AuthLimits.nameMaxLength,
  email: AuthLimits.emailMaxLength,
  mobile: AuthLimits.mobileMaxLength,
  password: AuthLimits.passwordMaxLength,
  code: 16,
} as const;

/** Query values arrive as strings; an empty one means "not given". */
const blankToUndefined: QueryConversion = ({ value }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;
const toNumber: QueryConversion = ({ value }) => {
  const v = blankToUndefined({ value });
  return typeof v === 'string' ? Number(v) : v;
};

/** Fails whenever the property is present at all. */
const Absent = (message: string) =>
  ValidateBy({ name: 'absent', validator: { validate: (value: unknown) => value === undefined } }, { message });

export class SignupDto implements SignupRequest {
  @ApiProperty({ example: 'Asha Rao' })
  @IsOptional()
  @text('Name', MAX.name)
  name?: string;

  @ApiProperty({ example: 'asha@example.com' })
  @IsOptional()
  @text('Email', MAX.email)
  email?: string;

  @ApiProperty({ example: '9876543210', description: '10-15 digits, optional leading +' })
  @IsOptional()
  @text('Mobile number', MAX.mobile)
  mobile?: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsOptional()
  @text('Password', MAX.password)
  password?: string;
}

export class CreateAdminDto extends SignupDto {}

export class VerifySignupOtpDto implements VerifySignupOtpRequest {
  @ApiProperty()
  @IsOptional()
  @text('Email', MAX.email)
  email?: string;

  @ApiProperty({ example: '123456', maxLength: 6 })
  @IsOptional()
  @text('OTP', MAX.code)
  otp?: string;
}

export class RedeemHandoffDto implements RedeemHandoffRequest {
  @ApiProperty({ description: 'The one-time code the viewer app got from POST /auth/handoff' })
  @IsString({ message: AuthMessages.handoffInvalid })
  @MaxLength(64, { message: AuthMessages.handoffInvalid })
  code!: string;
}

export class EmailOnlyDto implements ResendSignupOtpRequest, ForgotPasswordRequest {
  @ApiProperty()
  @IsOptional()
  @text('Email', MAX.email)
  email?: string;
}

export class SigninDto implements SigninRequest {
  @ApiProperty({ example: 'user@streamhub.local' })
  @IsOptional()
  @text('Email', MAX.email)
  email?: string;

  @ApiProperty({ example: 'User@123' })
  @IsOptional()
  @text('Password', MAX.password)
  password?: string;

  @ApiPropertyOptional({ description: '"Keep me signed in": a 30-day token instead of 1 day' })
  @IsOptional()
  @IsBoolean({ message: 'remember must be true or false' })
  remember?: boolean;
}

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ type: String, description: 'Not allowed: the email cannot be changed' })
  @Absent(AuthMessages.emailImmutable)
  email?: string;

  @ApiProperty()
  @IsOptional()
  @text('Name', MAX.name)
  name?: string;

  @ApiProperty()
  @IsOptional()
  @text('Mobile number', MAX.mobile)
  mobile?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsOptional()
  @text('Current password', MAX.password)
  currentPassword?: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsOptional()
  @text('New password', MAX.password)
  newPassword?: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty()
  @IsOptional()
  @text('Email', MAX.email)
  email?: string;

  @ApiProperty({ example: '123456' })
  @IsOptional()
  @text('Reset code', MAX.code)
  code?: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsOptional()
  @text('New password', MAX.password)
  newPassword?: string;
}

export class ListUsersQueryDto implements ListUsersRequest {
  @ApiPropertyOptional({ description: 'Matches name, email or mobile (case-insensitive)' })
  @IsOptional()
  @text('Search', 100)
  @Transform(blankToUndefined)
  search?: string;

  /** `pending_deletion`: accounts whose own deletion request waits for its grace period. */
  @OptionalChoiceParam({
    convert: blankToUndefined,
    values: ['active', 'inactive', 'pending_deletion'],
    message: AuthMessages.statusInvalid,
  })
  status?: UserListStatus;

  @OptionalChoiceParam({ convert: blankToUndefined, values: ['user', 'admin'], message: AuthMessages.roleInvalid })
  role?: UserRole;

  @PageParam(toNumber)
  page?: number;

  @LimitParam(toNumber, 20)
  limit?: number;
}

export class SetUserStatusDto {
  @ApiProperty({ enum: ['active', 'inactive'] })
  @IsIn(['active', 'inactive'], { message: AuthMessages.statusInvalid })
  status!: UserStatus;
}

export class RequestAccountDeletionDto implements RequestAccountDeletionRequest {
  @ApiProperty({ description: 'The account password, to confirm', maxLength: MAX.password })
  @IsOptional()
  @text('Password', MAX.password)
  password?: string;
}
