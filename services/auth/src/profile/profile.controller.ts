import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  AuthPatterns,
  type AuthResult,
  type ChangePasswordRequest,
  type PublicUser,
  type RpcRequest,
  type UpdateProfileRequest,
} from '@streamhub/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @RpcHandler(AuthPatterns.updateProfile)
  update(@Payload() request: RpcRequest<UpdateProfileRequest>): Promise<PublicUser> {
    return this.profile.update(request.principal, request.body);
  }

  @RpcHandler(AuthPatterns.changePassword)
  changePassword(@Payload() request: RpcRequest<ChangePasswordRequest>): Promise<AuthResult> {
    return this.profile.changePassword(request.principal, request.body, request.clientAddress);
  }
}
