import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RecordProgressReplySchema, WatchHistoryReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogMessages,
  CatalogPatterns,
  type Principal,
  type RecordProgressReply,
  type ProfileLanguage,
  type WatchHistoryReply,
  localizeVideos,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { isOutage } from '../common/last-good';
import { Upstream } from '../kafka/upstream';
import { queuedWriteId, WriteOutbox } from '../outbox/write-outbox';
import { ApiContentLanguage, ContentLanguage } from '../common/content-language';
import { VideoIdPipe } from './video-id.pipe';
import { RecordProgressDto } from './video.dto';

@ApiTags('history')
@ApiBearerAuth()
@Controller('history')
export class HistoryController {
  constructor(
    private readonly upstream: Upstream,
    private readonly outbox: WriteOutbox,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's watch history, most recent first" })
  @ApiContentLanguage()
  @ApiData(WatchHistoryReplySchema)
  async list(
    @CurrentPrincipal() principal: Principal,
    @ContentLanguage() lang: ProfileLanguage,
  ): Promise<ApiResult<WatchHistoryReply>> {
    const reply = await this.upstream.send(CatalogPatterns.listHistory, {}, principal);
    return ok(localizeVideos(reply, lang), CatalogMessages.historyFetched);
  }

  @Put(':videoId')
  @ApiOperation({
    summary:
      'Save the playback position of a video (the player calls this every ~10 s and on pause). While the catalogue ' +
      'service cannot be reached the position is kept durably by the gateway and saved once it is back: 202 with ' +
      '{ queued: true } (a newer position for the same title replaces a queued one)',
  })
  @ApiData(RecordProgressReplySchema)
  async record(
    @Param('videoId', VideoIdPipe) videoId: string,
    @Body() dto: RecordProgressDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ApiResult<RecordProgressReply>> {
    // The report's time travels with it: delivered late (kept through an outage), it loses to a newer one.
    const body = { videoId, ...dto, at: new Date().toISOString() };
    try {
      const item = await this.upstream.send(CatalogPatterns.recordProgress, body, principal);
      await this.outbox.forgetProgress(principal, videoId);
      return ok({ item }, CatalogMessages.progressSaved);
    } catch (err) {
      if (!isOutage(err)) throw err;
      const id = queuedWriteId(principal.userId, request.headers['idempotency-key'], request.id);
      // A full journal: the outage's 503 with Retry-After.
      if (!(await this.outbox.accept({ id, principal, pattern: CatalogPatterns.recordProgress, body }))) throw err;
      void response.status(HttpStatus.ACCEPTED);
      return ok({ queued: true as const, videoId }, CatalogMessages.progressQueued);
    }
  }

  @Post(':videoId/hide')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Take a title out of Continue watching (it stays in the history; playing it again brings it back); answers the history',
  })
  @ApiData(WatchHistoryReplySchema)
  async hide(
    @Param('videoId', VideoIdPipe) videoId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<WatchHistoryReply>> {
    const reply = await this.upstream.send(CatalogPatterns.hideFromContinueWatching, { videoId }, principal);
    return ok(reply, CatalogMessages.hiddenFromContinueWatching);
  }

  @Delete(':videoId')
  @ApiOperation({ summary: "Remove a title from the profile's watch history; answers the history" })
  @ApiData(WatchHistoryReplySchema)
  async remove(
    @Param('videoId', VideoIdPipe) videoId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<WatchHistoryReply>> {
    const at = new Date().toISOString();
    const reply = await this.upstream.send(CatalogPatterns.removeHistoryEntry, { videoId, at }, principal);
    return ok(reply, CatalogMessages.historyEntryRemoved);
  }
}
