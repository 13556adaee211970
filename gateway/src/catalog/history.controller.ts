import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { WatchHistoryItemReplySchema, WatchHistoryReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogMessages,
  CatalogPatterns,
  type Principal,
  type WatchHistoryItem,
  type WatchHistoryReply,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { VideoIdPipe } from './video-id.pipe';
import { RecordProgressDto } from './video.dto';

@ApiTags('history')
@ApiBearerAuth()
@Controller('history')
export class HistoryController {
  constructor(private readonly upstream: Upstream) {}

  @Get()
  @ApiOperation({ summary: "The caller's watch history, most recent first" })
  @ApiData(WatchHistoryReplySchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<WatchHistoryReply>> {
    const reply = await this.upstream.send(CatalogPatterns.listHistory, {}, principal);
    return ok(reply, CatalogMessages.historyFetched);
  }

  @Put(':videoId')
  @ApiOperation({ summary: 'Save the playback position of a video (the player calls this every ~10 s and on pause)' })
  @ApiData(WatchHistoryItemReplySchema)
  async record(
    @Param('videoId', VideoIdPipe) videoId: string,
    @Body() dto: RecordProgressDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ item: WatchHistoryItem }>> {
    const item = await this.upstream.send(CatalogPatterns.recordProgress, { videoId, ...dto }, principal);
    return ok({ item }, CatalogMessages.progressSaved);
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
    const reply = await this.upstream.send(CatalogPatterns.removeHistoryEntry, { videoId }, principal);
    return ok(reply, CatalogMessages.historyEntryRemoved);
  }
}
