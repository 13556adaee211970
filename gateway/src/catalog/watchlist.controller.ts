import { Body, Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WatchlistAddReplySchema, WatchlistReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogMessages,
  CatalogPatterns,
  type Principal,
  type WatchlistAddReply,
  type ProfileLanguage,
  type WatchlistReply,
  localizeVideos,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { isOutage } from '../common/last-good';
import { Upstream } from '../kafka/upstream';
import { queuedWriteId, WriteOutbox } from '../outbox/write-outbox';
import { ApiContentLanguage, ContentLanguage } from '../common/content-language';
import { VideoIdPipe } from './video-id.pipe';
import { AddToWatchlistDto } from './video.dto';

@ApiTags('watchlist')
@ApiBearerAuth()
@Controller('watchlist')
export class WatchlistController {
  constructor(
    private readonly upstream: Upstream,
    private readonly outbox: WriteOutbox,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's watchlist, newest added first" })
  @ApiContentLanguage()
  @ApiData(WatchlistReplySchema)
  async list(
    @CurrentPrincipal() principal: Principal,
    @ContentLanguage() lang: ProfileLanguage,
  ): Promise<ApiResult<WatchlistReply>> {
    const reply = await this.upstream.send(CatalogPatterns.listWatchlist, {}, principal);
    return ok(localizeVideos(reply, lang), CatalogMessages.watchlistFetched);
  }

  @Post()
  @ApiOperation({
    summary:
      'Add a video to the watchlist (adding twice keeps one entry). While the catalogue service cannot be ' +
      'reached the add is kept durably by the gateway and made once it is back: 202 with { queued: true } ' +
      '(an Idempotency-Key header makes a retried add one add)',
  })
  @ApiData(WatchlistAddReplySchema)
  async add(
    @Body() dto: AddToWatchlistDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ApiResult<WatchlistAddReply>> {
    // The time the viewer asked travels with the add, so it loses to a later removal even when kept
    // through an outage and delivered after it.
    const body = { videoId: dto.videoId.toLowerCase(), at: new Date().toISOString() };
    try {
      const reply = await this.upstream.send(CatalogPatterns.addToWatchlist, body, principal);
      return ok(reply, CatalogMessages.addedToWatchlist);
    } catch (err) {
      if (!isOutage(err)) throw err;
      const id = queuedWriteId(principal.userId, request.headers['idempotency-key'], request.id);
      // A full journal: the usual 503 with Retry-After.
      if (!(await this.outbox.accept({ id, principal, pattern: CatalogPatterns.addToWatchlist, body }))) throw err;
      void response.status(202);
      return ok({ queued: true, videoId: body.videoId }, CatalogMessages.addToWatchlistQueued);
    }
  }

  @Delete(':videoId')
  @ApiOperation({ summary: 'Remove a video from the watchlist' })
  @ApiData(WatchlistReplySchema)
  async remove(
    @Param('videoId', VideoIdPipe) videoId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<WatchlistReply>> {
    const at = new Date().toISOString();
    const reply = await this.upstream.send(CatalogPatterns.removeFromWatchlist, { videoId, at }, principal);
    return ok(reply, CatalogMessages.removedFromWatchlist);
  }
}
