import {
  ChangePasswordBodySchema,
  ConfirmAgeBodySchema,
  CreateProfileBodySchema,
  DeleteProfileBodySchema,
  ParentalControlsBodySchema,
  SelectProfileBodySchema,
  UpdateProfileSettingsBodySchema,
  EmailOnlyBodySchema,
  ListUsersQuerySchema,
  RedeemHandoffBodySchema,
  ApproveDeviceBodySchema,
  DeviceTokenBodySchema,
  StartDeviceSignInBodySchema,
  UserCodeBodySchema,
  RequestAccountDeletionBodySchema,
  ResetPasswordBodySchema,
  SetUserStatusBodySchema,
  SigninBodySchema,
  SignupBodySchema,
  UpdateProfileBodySchema,
  VerifySignupOtpBodySchema,
  ResendSignupOtpBodySchema,
  NotMeBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

/*
 * The gateway checks only the shape of account requests (text where text is expected, no unknown
 * fields). The auth service checks the content in the order of docs/product.md §5, so the first message a
 * person sees is the one the spec names, whichever client sent the request.
 */

export class SignupDto extends zodDto(SignupBodySchema) {}
export class CreateAdminDto extends SignupDto {}
export class VerifySignupOtpDto extends zodDto(VerifySignupOtpBodySchema) {}
export class RedeemHandoffDto extends zodDto(RedeemHandoffBodySchema) {}
export class StartDeviceSignInDto extends zodDto(StartDeviceSignInBodySchema) {}
export class DeviceTokenDto extends zodDto(DeviceTokenBodySchema) {}
export class UserCodeDto extends zodDto(UserCodeBodySchema) {}
export class ApproveDeviceDto extends zodDto(ApproveDeviceBodySchema) {}
export class EmailOnlyDto extends zodDto(EmailOnlyBodySchema) {}
export class ResendSignupOtpDto extends zodDto(ResendSignupOtpBodySchema) {}
export class NotMeDto extends zodDto(NotMeBodySchema) {}
export class SigninDto extends zodDto(SigninBodySchema) {}
export class UpdateProfileDto extends zodDto(UpdateProfileBodySchema) {}
export class ChangePasswordDto extends zodDto(ChangePasswordBodySchema) {}
export class ResetPasswordDto extends zodDto(ResetPasswordBodySchema) {}
export class ListUsersQueryDto extends zodDto(ListUsersQuerySchema) {}
export class SetUserStatusDto extends zodDto(SetUserStatusBodySchema) {}
export class RequestAccountDeletionDto extends zodDto(RequestAccountDeletionBodySchema) {}

export class CreateProfileDto extends zodDto(CreateProfileBodySchema) {}
export class UpdateProfileSettingsDto extends zodDto(UpdateProfileSettingsBodySchema) {}
export class DeleteProfileDto extends zodDto(DeleteProfileBodySchema) {}
export class SelectProfileDto extends zodDto(SelectProfileBodySchema) {}
export class ParentalControlsDto extends zodDto(ParentalControlsBodySchema) {}
export class ConfirmAgeDto extends zodDto(ConfirmAgeBodySchema) {}
