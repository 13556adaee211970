import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  DeviceGrantPatterns,
  type ApproveDeviceRpcRequest,
  type DeviceCodeReply,
  type DeviceRequest,
  type DeviceTokenReply,
  type DeviceTokenRequest,
  type RpcRequest,
  type StartDeviceSignInRpcRequest,
  type UserCodeRpcRequest,
} from '@streamhub/contracts';
import { DeviceGrantService } from './device-grant.service';

/** Sign-in on a TV with a code (RFC 8628); see DeviceGrantService. */
@Controller()
export class DeviceGrantController {
  constructor(private readonly grants: DeviceGrantService) {}

  @RpcHandler(DeviceGrantPatterns.start)
  start(@Payload() request: RpcRequest<StartDeviceSignInRpcRequest>): Promise<DeviceCodeReply> {
    return this.grants.start(request.body);
  }

  @RpcHandler(DeviceGrantPatterns.token)
  token(@Payload() request: RpcRequest<DeviceTokenRequest>): Promise<DeviceTokenReply> {
    return this.grants.token(request.body);
  }

  @RpcHandler(DeviceGrantPatterns.describe)
  describe(@Payload() request: RpcRequest<UserCodeRpcRequest>): Promise<DeviceRequest> {
    return this.grants.describe(request.principal, request.body, request.clientAddress);
  }

  @RpcHandler(DeviceGrantPatterns.approve)
  approve(@Payload() request: RpcRequest<ApproveDeviceRpcRequest>): Promise<DeviceRequest> {
    return this.grants.approve(request.principal, request.body, request.clientAddress);
  }

  @RpcHandler(DeviceGrantPatterns.deny)
  deny(@Payload() request: RpcRequest<UserCodeRpcRequest>): Promise<DeviceRequest> {
    return this.grants.deny(request.principal, request.body, request.clientAddress);
  }
}
