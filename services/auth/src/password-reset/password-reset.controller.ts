import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
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

  @RpcHandler(AuthPatterns.forgotPassword)
  async forgot(@Payload() request: RpcRequest<ForgotPasswordRequest>): Promise<{ accepted: true }> {
    await this.resets.requestCode(request.body);
    return { accepted: true };
  }

  @RpcHandler(AuthPatterns.resetPassword)
  async reset(@Payload() request: RpcRequest<ResetPasswordRequest>): Promise<{ reset: true }> {
    await this.resets.reset(request.body, request.clientAddress);
    return { reset: true };
  }
}
