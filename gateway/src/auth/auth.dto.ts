import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ListUsersRequest,
  RedeemHandoffRequest,
  RequestAccountDeletionRequest,
  ResendSignupOtpRequest,
  ResetPasswordRequest,
  SigninRequest,
  SignupRequest,
  UpdateProfileRequest,
  VerifySignupOtpRequest,
} from '@streamhub/contracts';
import {
  ChangePasswordBodySchema,
  EmailOnlyBodySchema,
  ListUsersQuerySchema,
  RedeemHandoffBodySchema,
  RequestAccountDeletionBodySchema,
  ResetPasswordBodySchema,
  SetUserStatusBodySchema,
  SigninBodySchema,
  SignupBodySchema,
  UpdateProfileBodySchema,
  VerifySignupOtpBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

/*
 * The gateway checks only the shape of account requests (text where text is expected, no unknown
 * fields). The auth service checks the content in the order of spec §5, so the first message a
 * person sees is the one the spec names, whichever client sent the request.
 */

export class SignupDto extends zodDto(SignupBodySchema) implements SignupRequest {}
export class CreateAdminDto extends SignupDto {}
export class VerifySignupOtpDto extends zodDto(VerifySignupOtpBodySchema) implements VerifySignupOtpRequest {}
export class RedeemHandoffDto extends zodDto(RedeemHandoffBodySchema) implements RedeemHandoffRequest {}
export class EmailOnlyDto
  extends zodDto(EmailOnlyBodySchema)
  implements ResendSignupOtpRequest, ForgotPasswordRequest {}
export class SigninDto extends zodDto(SigninBodySchema) implements SigninRequest {}
export class UpdateProfileDto extends zodDto(UpdateProfileBodySchema) implements UpdateProfileRequest {}
export class ChangePasswordDto extends zodDto(ChangePasswordBodySchema) implements ChangePasswordRequest {}
export class ResetPasswordDto extends zodDto(ResetPasswordBodySchema) implements ResetPasswordRequest {}
export class ListUsersQueryDto extends zodDto(ListUsersQuerySchema) implements ListUsersRequest {}
export class SetUserStatusDto extends zodDto(SetUserStatusBodySchema) {}
export class RequestAccountDeletionDto
  extends zodDto(RequestAccountDeletionBodySchema)
  implements RequestAccountDeletionRequest {}
