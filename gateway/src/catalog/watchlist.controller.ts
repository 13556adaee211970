import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { WatchlistReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogMessages, CatalogPatterns, type Principal, type WatchlistReply } from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { VideoIdPipe } from './video-id.pipe';
import { AddToWatchlistDto } from './video.dto';

@ApiTags('watchlist')
@ApiBearerAuth()
@Controller('watchlist')
export class WatchlistController {
  constructor(private readonly upstream: Upstream) {}

  @Get()
  @ApiOperation({ summary: "The caller's watchlist, newest added first" })
  @ApiData(WatchlistReplySchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<WatchlistReply>> {
    const reply = await this.upstream.send(CatalogPatterns.listWatchlist, {}, principal);
    return ok(reply, CatalogMessages.watchlistFetched);
  }

  @Post()
  @ApiOperation({ summary: 'Add a video to the watchlist (adding twice keeps one entry)' })
  @ApiData(WatchlistReplySchema)
  async add(
    @Body() dto: AddToWatchlistDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<WatchlistReply>> {
    const reply = await this.upstream.send(
      CatalogPatterns.addToWatchlist,
      { videoId: dto.videoId.toLowerCase() },
      principal,
    );
    return ok(reply, CatalogMessages.addedToWatchlist);
  }

  @Delete(':videoId')
  @ApiOperation({ summary: 'Remove a video from the watchlist' })
  @ApiData(WatchlistReplySchema)
  async remove(
    @Param('videoId', VideoIdPipe) videoId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<WatchlistReply>> {
    const reply = await this.upstream.send(CatalogPatterns.removeFromWatchlist, { videoId }, principal);
    return ok(reply, CatalogMessages.removedFromWatchlist);
  }
}
