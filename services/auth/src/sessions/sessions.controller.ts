import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  type AccessStateRequest,
  AuthPatterns,
  type AuthResult,
  type PublicUser,
  type RpcRequest,
  type SigninRpcRequest,
  type UserAccessState,
} from '@streamhub/contracts';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @RpcHandler(AuthPatterns.signin)
  signin(@Payload() request: RpcRequest<SigninRpcRequest>): Promise<AuthResult> {
    return this.sessions.signin(request.body);
  }

  @RpcHandler(AuthPatterns.accessState)
  accessState(@Payload() request: RpcRequest<AccessStateRequest>): Promise<UserAccessState> {
    return this.sessions.accessState(request.body?.userId);
  }

  @RpcHandler(AuthPatterns.me)
  me(@Payload() request: RpcRequest<unknown>): Promise<PublicUser> {
    return this.sessions.me(request.principal);
  }
}
