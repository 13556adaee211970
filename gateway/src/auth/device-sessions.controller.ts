import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DeviceSessionMessages,
  DeviceSessionPatterns,
  type DeviceSessionList,
  type Principal,
  type SignOutOthersReply,
} from '@streamhub/contracts';
import { DeviceSessionListSchema, SignOutOthersReplySchema } from '@streamhub/contracts/schemas';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { AccountRoute } from './account-route.decorator';
import { CurrentPrincipal } from './principal.decorator';

/**
 * Profile → Devices (docs/devices.md): the account's signed-in devices, and signing one or all
 * others out. Account holder only (a kids profile cannot sign the family's devices out).
 */
@ApiTags('auth')
@ApiBearerAuth()
@AccountRoute()
@Controller('auth/sessions')
export class DeviceSessionsController {
  constructor(private readonly upstream: Upstream) {}

  @Get()
  @ApiOperation({ summary: "The account's signed-in devices, newest first; `current` marks the caller's own" })
  @ApiData(DeviceSessionListSchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<DeviceSessionList>> {
    const reply = await this.upstream.send(DeviceSessionPatterns.list, {}, principal);
    return ok(reply, DeviceSessionMessages.listed);
  }

  @Delete(':sessionId')
  @ApiOperation({
    summary: 'Sign one device out: its tokens stop working on their next request, at every gateway; answers the list',
  })
  @ApiData(DeviceSessionListSchema)
  async signOut(
    @Param('sessionId') sessionId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DeviceSessionList>> {
    const reply = await this.upstream.send(DeviceSessionPatterns.signOut, { sessionId }, principal);
    return ok(reply, DeviceSessionMessages.signedOut);
  }

  @Post('sign-out-others')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign every device but this one out' })
  @ApiData(SignOutOthersReplySchema)
  async signOutOthers(@CurrentPrincipal() principal: Principal): Promise<ApiResult<SignOutOthersReply>> {
    const reply = await this.upstream.send(DeviceSessionPatterns.signOutOthers, {}, principal);
    return ok(reply, DeviceSessionMessages.othersSignedOut);
  }
}
