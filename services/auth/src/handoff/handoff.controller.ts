import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  AuthPatterns,
  type AuthResult,
  type HandoffReply,
  type NoBody,
  type RedeemHandoffRpcRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { HandoffService } from './handoff.service';

@Controller()
export class HandoffController {
  constructor(private readonly handoff: HandoffService) {}

  @RpcHandler(AuthPatterns.createHandoff)
  create(@Payload() request: RpcRequest<NoBody>): Promise<HandoffReply> {
    return this.handoff.create(request.principal);
  }

  @RpcHandler(AuthPatterns.redeemHandoff)
  redeem(@Payload() request: RpcRequest<RedeemHandoffRpcRequest>): Promise<AuthResult> {
    return this.handoff.redeem(request.body?.code, request.body?.device);
  }
}
