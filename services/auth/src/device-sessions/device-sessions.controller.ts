import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  DeviceSessionPatterns,
  type DeviceSessionList,
  type NoBody,
  type RpcRequest,
  type SignOutDeviceRequest,
  type SignOutOthersReply,
} from '@streamhub/contracts';
import { DeviceSessionsService } from './device-sessions.service';

@Controller()
export class DeviceSessionsController {
  constructor(private readonly sessions: DeviceSessionsService) {}

  @RpcHandler(DeviceSessionPatterns.list)
  list(@Payload() request: RpcRequest<NoBody>): Promise<DeviceSessionList> {
    return this.sessions.list(request.principal);
  }

  @RpcHandler(DeviceSessionPatterns.signOut)
  signOut(@Payload() request: RpcRequest<SignOutDeviceRequest>): Promise<DeviceSessionList> {
    return this.sessions.signOut(request.principal, request.body?.sessionId);
  }

  @RpcHandler(DeviceSessionPatterns.signOutOthers)
  signOutOthers(@Payload() request: RpcRequest<NoBody>): Promise<SignOutOthersReply> {
    return this.sessions.signOutOthers(request.principal);
  }
}
