import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import {
  AuthMessages,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ListUsersRequest,
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

const text = (field: string) => IsString({ message: `${field} must be text` });

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
  @text('Name')
  name?: string;

  @ApiProperty({ example: 'asha@example.com' })
  @IsOptional()
  @text('Email')
  email?: string;

  @ApiProperty({ example: '9876543210', description: '10-15 digits, optional leading +' })
  @IsOptional()
  @text('Mobile number')
  mobile?: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsOptional()
  @text('Password')
  password?: string;
}

export class CreateAdminDto extends SignupDto {}

export class VerifySignupOtpDto implements VerifySignupOtpRequest {
  @ApiProperty()
  @IsOptional()
  @text('Email')
  email?: string;

  @ApiProperty({ example: '123456', maxLength: 6 })
  @IsOptional()
  @text('OTP')
  otp?: string;
}

export class EmailOnlyDto implements ResendSignupOtpRequest, ForgotPasswordRequest {
  @ApiProperty()
  @IsOptional()
  @text('Email')
  email?: string;
}

export class SigninDto implements SigninRequest {
  @ApiProperty({ example: 'user@streamhub.local' })
  @IsOptional()
  @text('Email')
  email?: string;

  @ApiProperty({ example: 'User@123' })
  @IsOptional()
  @text('Password')
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
  @text('Name')
  name?: string;

  @ApiProperty()
  @IsOptional()
  @text('Mobile number')
  mobile?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsOptional()
  @text('Current password')
  currentPassword?: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsOptional()
  @text('New password')
  newPassword?: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty()
  @IsOptional()
  @text('Email')
  email?: string;

  @ApiProperty({ example: '123456' })
  @IsOptional()
  @text('Reset code')
  code?: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsOptional()
  @text('New password')
  newPassword?: string;
}

export class ListUsersQueryDto implements ListUsersRequest {
  @ApiPropertyOptional({ description: 'Matches name, email or mobile (case-insensitive)' })
  @IsOptional()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  @text('Search')
  @Transform(blankToUndefined)
  search?: string;

  @OptionalChoiceParam({
    convert: blankToUndefined,
    values: ['active', 'inactive'],
    message: AuthMessages.statusInvalid,
  })
  status?: UserStatus;

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
