import {
  Body,
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
import { AccountRoute } from '../auth/account-route.decorator';
import { StreamHeartbeatDto } from './stream-sessions.dto';
import { sessionView, tokenBindingOf, StreamSessions } from './stream-sessions';

/**
 * The account's stream sessions (one per playback): the player's heartbeat, the devices watching
 * now, and "Stop watching there". Sessions are opened by GET /videos/{id} with sources.
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
    const caller = { owner: tokenBindingOf(request), deviceId: deviceOf(request, principal.userId).id };
    const sessions = (await this.sessions.list(principal.userId)).map((s) =>
      sessionView(s, caller, { staleAfterMs: this.sessions.staleAfterMs }),
    );
    return ok({ sessions, screens: null }, StreamMessages.sessionsListed);
  }

  @Post(':id/heartbeat')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      `Keeps this playback's stream session alive (every ${STREAM_SESSION_TTL_SECONDS} s at the latest) with the beat ` +
      'the last reply gave, and gives the next beat; 409 STREAM_ENDED once it is over. Only the access token that ' +
      'opened the session may beat for it, and a beat sent twice (two players on one session) ends it',
  })
  @ApiConflictResponse({
    description: 'The session is over: stopped from another device, idle too long, or played in two places',
  })
  @ApiData(StreamHeartbeatReplySchema)
  async heartbeat(
    @Param('id') id: string,
    @Body() dto: StreamHeartbeatDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<ApiResult<{ id: string; expiresInSeconds: number; beat: string }>> {
    const result = STREAM_SESSION_ID_PATTERN.test(id)
      ? await this.sessions.heartbeat(principal.userId, tokenBindingOf(request), id, dto.beat)
      : ({ live: false, reason: 'over' } as const);
    if (!result.live) {
      const message = result.reason === 'elsewhere' ? StreamMessages.sessionPlayedTwice : StreamMessages.sessionEnded;
      throw new ConflictException({ message, code: 'STREAM_ENDED' });
    }
    return ok({ id, expiresInSeconds: STREAM_SESSION_TTL_SECONDS, beat: result.beat }, StreamMessages.sessionAlive);
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
    const caller = { owner: tokenBindingOf(request), deviceId: deviceOf(request, principal.userId).id };
    const sessions = (await this.sessions.list(principal.userId)).map((s) =>
      sessionView(s, caller, { staleAfterMs: this.sessions.staleAfterMs }),
    );
    return ok({ sessions, screens: null }, StreamMessages.sessionStopped);
  }
}
