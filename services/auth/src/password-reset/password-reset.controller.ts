import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AuthPatterns,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @MessagePattern(AuthPatterns.forgotPassword)
  async forgot(@Payload() request: RpcRequest<ForgotPasswordRequest>): Promise<{ accepted: true }> {
    await this.resets.requestCode(request.body);
    return { accepted: true };
  }

  @MessagePattern(AuthPatterns.resetPassword)
  async reset(@Payload() request: RpcRequest<ResetPasswordRequest>): Promise<{ reset: true }> {
    await this.resets.reset(request.body);
    return { reset: true };
  }
}
