import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsMessages,
  AnalyticsPatterns,
  CatalogPatterns,
  type AnalyticsRangeRequest,
  type AnalyticsOverview,
  type Principal,
  type QoeReport,
  type TitleAnalytics,
} from '@streamhub/contracts';
import { AnalyticsOverviewSchema, QoeReportSchema, TitleAnalyticsSchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { AnalyticsQoeDto, AnalyticsRangeDto } from './analytics.dto';

/** Operators' figures from the analytics service (admins only; the service checks the role too). */
@ApiTags('analytics')
@AdminOnly()
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly upstream: Upstream) {}

  @Get('overview')
  @ApiOperation({
    summary:
      "Daily views, unique viewers, watch hours and completion rate for a range of days in the operators' time zone " +
      '(ANALYTICS_TZ, IST by default; default: the last 30), ' +
      'with totals and the top titles (admin)',
  })
  @ApiData(AnalyticsOverviewSchema)
  async overview(
    @Query() query: AnalyticsRangeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AnalyticsOverview>> {
    const overview = await this.upstream.send(AnalyticsPatterns.overview, rangeOf(query), principal);
    const titles = await this.titles(principal);
    return ok(
      { ...overview, topTitles: overview.topTitles.map((t) => ({ ...t, title: titles.get(t.videoId) })) },
      AnalyticsMessages.figuresFetched,
    );
  }

  @Get('titles/:id')
  @ApiOperation({
    summary:
      "One title's views, average view duration and retention curve (% of starts still watching at each 5 %) (admin)",
  })
  @ApiData(TitleAnalyticsSchema)
  async title(
    @Param('id', ObjectIdPipe) id: string,
    @Query() query: AnalyticsRangeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<TitleAnalytics>> {
    const figures = await this.upstream.send(AnalyticsPatterns.title, { ...rangeOf(query), videoId: id }, principal);
    const titles = await this.titles(principal);
    return ok({ ...figures, summary: { ...figures.summary, title: titles.get(id) } }, AnalyticsMessages.titleFetched);
  }

  @Get('qoe')
  @ApiOperation({
    summary:
      'Playback quality: startup time p50/p95, rebuffering ratio, average bitrate and failure rate, overall and by ' +
      'browser, OS and rendition; for one title with videoId (admin)',
  })
  @ApiData(QoeReportSchema)
  async qoe(@Query() query: AnalyticsQoeDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<QoeReport>> {
    const report = await this.upstream.send(
      AnalyticsPatterns.qoe,
      { ...rangeOf(query), ...(query.videoId ? { videoId: query.videoId } : {}) },
      principal,
    );
    return ok(report, AnalyticsMessages.qoeFetched);
  }

  /** Titles of the catalogue's active videos by id (the figures keep ids only). */
  private async titles(principal: Principal): Promise<Map<string, string>> {
    const videos = await this.upstream.send(CatalogPatterns.listAllVideos, {}, principal);
    return new Map(videos.map((v) => [v._id, v.title]));
  }
}

/** The days asked for; the service fills the rest in the operators' time zone. */
function rangeOf(query: { from?: string | null; to?: string | null }): AnalyticsRangeRequest {
  return { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
}
