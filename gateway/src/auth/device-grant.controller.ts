import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  DeviceGrantMessages,
  DeviceGrantPatterns,
  type DeviceCodeReply,
  type DeviceRequest,
  type DeviceTokenReply,
  type Principal,
} from '@streamhub/contracts';
import { DeviceCodeReplySchema, DeviceRequestSchema, DeviceTokenReplySchema } from '@streamhub/contracts/schemas';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { deviceOf } from '../streams/device';
import { AccountRoute } from './account-route.decorator';
import { ApproveDeviceDto, DeviceTokenDto, StartDeviceSignInDto, UserCodeDto } from './auth.dto';
import { IpRateLimits } from './ip-rate-limits';
import { CurrentPrincipal } from './principal.decorator';
import { Public } from './public.decorator';

/**
 * Sign-in on a TV with a code (OAuth 2.0 Device Authorization Grant, RFC 8628; docs/devices.md):
 * the TV starts and polls, the account holder approves on a signed-in phone.
 */
@ApiTags('auth')
@Controller('auth/device')
export class DeviceGrantController {
  constructor(
    private readonly upstream: Upstream,
    private readonly ipLimits: IpRateLimits,
  ) {}

  @Public()
  @Post('code')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Start signing in a TV: a secret device code to poll with and a user code to show (10 minutes)',
  })
  @ApiData(DeviceCodeReplySchema)
  async start(@Body() dto: StartDeviceSignInDto, @Req() request: FastifyRequest): Promise<ApiResult<DeviceCodeReply>> {
    await this.ipLimits.beforeDeviceCode(request.ip);
    const reply = await this.upstream.send(DeviceGrantPatterns.start, {
      ...dto,
      device: deviceOf(request, ''),
    });
    return ok(reply, DeviceGrantMessages.codeCreated);
  }

  @Public()
  @Post('token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "The TV's poll: 400 with code authorization_pending, slow_down, expired_token or access_denied (RFC 8628 §3.5) until approved, then a session once",
  })
  @ApiData(DeviceTokenReplySchema)
  async token(@Body() dto: DeviceTokenDto): Promise<ApiResult<DeviceTokenReply>> {
    const reply = await this.upstream.send(DeviceGrantPatterns.token, dto);
    return ok(reply, DeviceGrantMessages.signedIn);
  }

  @Post('lookup')
  @AccountRoute()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Which device shows this user code (account holder; counted as a code check)' })
  @ApiData(DeviceRequestSchema)
  async lookup(@Body() dto: UserCodeDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<DeviceRequest>> {
    const reply = await this.upstream.send(DeviceGrantPatterns.describe, dto, principal);
    return ok(reply, DeviceGrantMessages.found);
  }

  @Post('approve')
  @AccountRoute()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign the device showing this user code in to this account (account holder)' })
  @ApiData(DeviceRequestSchema)
  async approve(
    @Body() dto: ApproveDeviceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DeviceRequest>> {
    const reply = await this.upstream.send(DeviceGrantPatterns.approve, dto, principal);
    return ok(reply, DeviceGrantMessages.approved);
  }

  @Post('deny')
  @AccountRoute()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline the sign-in of the device showing this user code (account holder)' })
  @ApiData(DeviceRequestSchema)
  async deny(@Body() dto: UserCodeDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<DeviceRequest>> {
    const reply = await this.upstream.send(DeviceGrantPatterns.deny, dto, principal);
    return ok(reply, DeviceGrantMessages.deniedByYou);
  }
}
