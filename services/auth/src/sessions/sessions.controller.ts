import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AccessStateRequest,
  AuthPatterns,
  type AuthResult,
  type PublicUser,
  type RpcRequest,
  type SigninRequest,
  type UserAccessState,
} from '@streamhub/contracts';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(AuthPatterns.signin)
  signin(@Payload() request: RpcRequest<SigninRequest>): Promise<AuthResult> {
    return this.sessions.signin(request.body);
  }

  @MessagePattern(AuthPatterns.accessState)
  accessState(@Payload() request: RpcRequest<AccessStateRequest>): Promise<UserAccessState> {
    return this.sessions.accessState(request.body?.userId);
  }

  @MessagePattern(AuthPatterns.me)
  me(@Payload() request: RpcRequest<unknown>): Promise<PublicUser> {
    return this.sessions.me(request.principal);
  }
}
