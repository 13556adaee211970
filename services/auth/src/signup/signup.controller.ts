import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  AuthPatterns,
  type AuthResult,
  type ResendSignupOtpRequest,
  type RpcRequest,
  type SignupReply,
  type SignupRpcRequest,
  type VerifySignupOtpRpcRequest,
} from '@streamhub/contracts';
import { SignupService } from './signup.service';

@Controller()
export class SignupController {
  constructor(private readonly signups: SignupService) {}

  @RpcHandler(AuthPatterns.signup)
  signup(@Payload() request: RpcRequest<SignupRpcRequest>): Promise<SignupReply> {
    return this.signups.signup(request.body, request.clientAddress);
  }

  @RpcHandler(AuthPatterns.verifySignupOtp)
  verify(@Payload() request: RpcRequest<VerifySignupOtpRpcRequest>): Promise<AuthResult> {
    return this.signups.verify(request.body, request.clientAddress);
  }

  @RpcHandler(AuthPatterns.resendSignupOtp)
  async resend(@Payload() request: RpcRequest<ResendSignupOtpRequest>): Promise<{ sent: true }> {
    await this.signups.resend(request.body);
    return { sent: true };
  }
}
