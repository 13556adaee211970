import {
  ConflictException,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { StreamHeartbeatReplySchema, StreamSessionsReplySchema } from '@streamhub/contracts/schemas';
import {
  STREAM_SESSION_ID_PATTERN,
  STREAM_SESSION_TTL_SECONDS,
  StreamMessages,
  type Principal,
  type StreamSessionView,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { deviceOf } from './device';
import { sessionView, StreamSessions } from './stream-sessions';
import { AccountRoute } from '../auth/account-route.decorator';

/**
 * The account's stream sessions (one per device playing): the player's heartbeat, the devices
 * watching now, and "Stop watching there". Sessions are opened by GET /videos/{id} with sources.
 */
@ApiTags('playback')
@ApiBearerAuth()
@Controller('playback/sessions')
export class StreamSessionsController {
  constructor(private readonly sessions: StreamSessions) {}

  @AccountRoute()
  @Get()
  @ApiOperation({ summary: "The devices of the caller's account that are watching now" })
  @ApiData(StreamSessionsReplySchema)
  async list(
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<ApiResult<{ sessions: StreamSessionView[]; screens: number | null }>> {
    const device = deviceOf(request, principal.userId);
    const sessions = (await this.sessions.list(principal.userId)).map((s) => sessionView(s, device.id));
    return ok({ sessions, screens: null }, StreamMessages.sessionsListed);
  }

  @Post(':id/heartbeat')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Keeps this device's stream session alive (every ${STREAM_SESSION_TTL_SECONDS} s at the latest); 409 STREAM_ENDED once it is over`,
  })
  @ApiConflictResponse({ description: 'The session is over: stopped from another device, or idle too long' })
  @ApiData(StreamHeartbeatReplySchema)
  async heartbeat(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ id: string; expiresInSeconds: number }>> {
    if (!STREAM_SESSION_ID_PATTERN.test(id) || !(await this.sessions.heartbeat(principal.userId, id))) {
      throw new ConflictException({ message: StreamMessages.sessionEnded, code: 'STREAM_ENDED' });
    }
    return ok({ id, expiresInSeconds: STREAM_SESSION_TTL_SECONDS }, StreamMessages.sessionAlive);
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      "Ends one of the account's stream sessions (Stop watching there, or this device closing its player): " +
      'its device stops at its next heartbeat and its media links are refused',
  })
  @ApiNotFoundResponse({ description: 'No such live session on this account' })
  @ApiData(StreamSessionsReplySchema)
  async stop(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<ApiResult<{ sessions: StreamSessionView[]; screens: number | null }>> {
    if (!STREAM_SESSION_ID_PATTERN.test(id) || !(await this.sessions.stop(principal.userId, id))) {
      throw new NotFoundException(StreamMessages.sessionNotFound);
    }
    const device = deviceOf(request, principal.userId);
    const sessions = (await this.sessions.list(principal.userId)).map((s) => sessionView(s, device.id));
    return ok({ sessions, screens: null }, StreamMessages.sessionStopped);
  }
}
