import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AdsMessages,
  AdsPatterns,
  AnalyticsPatterns,
  CatalogPatterns,
  DEFAULT_AGE_RATING,
  type AdBreak,
  type AdMarkers,
  type AdRevenue,
  type AdTrackReply,
  type CampaignReport,
  type Advertiser,
  type Campaign,
  type Principal,
} from '@streamhub/contracts';
import {
  AdMarkersSchema,
  AdTrackReplySchema,
  AdRevenueSchema,
  CampaignReportSchema,
  AdvertiserListSchema,
  AdvertiserReplySchema,
  CampaignListSchema,
  CampaignReplySchema,
} from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { AdMarkersDto, AdTrackQueryDto, AdvertiserDto, CampaignDto, VmapQueryDto } from './ads.dto';
import { Public } from '../auth/public.decorator';
import { buildVmap } from './vmap';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { adPingSignature, adViewerKey, isAdPingSignature } from './ad-tracking';
import { deliveryDays } from './delivery-days';
import { PlaybackEventsProducer } from '../analytics/playback-events.producer';
import { campaignReportCsv } from './report-csv';
import { AdTitles } from './ad-titles';

/** Hour of day in India (UTC+05:30), for time-of-day targeting. */
const indiaHour = (now: Date): number => new Date(now.getTime() + 330 * 60_000).getUTCHours();

@ApiTags('ads')
@Controller()
export class AdsController {
  constructor(
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly events: PlaybackEventsProducer,
    private readonly titles: AdTitles,
  ) {}

  @AdminOnly()
  @Post('admin/ads/advertisers')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Create an advertiser (admin)' })
  @ApiData(AdvertiserReplySchema)
  async createAdvertiser(
    @Body() dto: AdvertiserDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ advertiser: Advertiser }>> {
    const advertiser = await this.upstream.send(AdsPatterns.createAdvertiser, { ...dto }, principal);
    return ok({ advertiser }, AdsMessages.advertiserCreated);
  }

  @AdminOnly()
  @Get('admin/ads/advertisers')
  @ApiOperation({ summary: 'Every advertiser, by name (admin)' })
  @ApiData(AdvertiserListSchema)
  async listAdvertisers(@CurrentPrincipal() principal: Principal): Promise<ApiResult<{ advertisers: Advertiser[] }>> {
    return ok(await this.upstream.send(AdsPatterns.listAdvertisers, {}, principal), AdsMessages.advertisersFetched);
  }

  @AdminOnly()
  @Post('admin/ads/campaigns')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'Create a campaign with its creative and targeting (admin): dates, budget in impressions, daily cap, ' +
      'priority, frequency cap per viewer a day, category (competitive separation); house ads fill unsold breaks',
  })
  @ApiData(CampaignReplySchema)
  async createCampaign(
    @Body() dto: CampaignDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ campaign: Campaign }>> {
    const campaign = await this.upstream.send(AdsPatterns.createCampaign, { ...dto }, principal);
    return ok({ campaign }, AdsMessages.campaignCreated);
  }

  @AdminOnly()
  @Put('admin/ads/campaigns/:id')
  @ApiOperation({ summary: 'Replace a campaign (admin)' })
  @ApiData(CampaignReplySchema)
  async updateCampaign(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: CampaignDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ campaign: Campaign }>> {
    const campaign = await this.upstream.send(AdsPatterns.updateCampaign, { ...dto, id }, principal);
    return ok({ campaign }, AdsMessages.campaignUpdated);
  }

  @AdminOnly()
  @Get('admin/ads/campaigns')
  @ApiOperation({ summary: 'Every campaign with its delivery so far, newest first (admin)' })
  @ApiData(CampaignListSchema)
  async listCampaigns(@CurrentPrincipal() principal: Principal): Promise<ApiResult<{ campaigns: Campaign[] }>> {
    return ok(await this.upstream.send(AdsPatterns.listCampaigns, {}, principal), AdsMessages.campaignsFetched);
  }

  @AdminOnly()
  @Get('admin/ads/campaigns/:id')
  @ApiOperation({ summary: 'One campaign with its creative and targeting (admin)' })
  @ApiData(CampaignReplySchema)
  async getCampaign(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ campaign: Campaign }>> {
    const campaign = await this.upstream.send(AdsPatterns.getCampaign, { id }, principal);
    return ok({ campaign }, AdsMessages.campaignFetched);
  }

  @AdminOnly()
  @Get('admin/ads/campaigns/:id/delivery')
  @ApiOperation({
    summary:
      "A campaign's report (admin): delivery per day (impressions, starts, completes, skips, clicks, errors and " +
      'completion rate as the players reported them, from the analytics pipeline), the ads served against its ' +
      'budget and its pacing (served vs. an even spend by now); fill rate is null (not recorded)',
  })
  @ApiData(CampaignReportSchema)
  async delivery(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<CampaignReport>> {
    return ok(await this.report(id, principal), AdsMessages.deliveryFetched);
  }

  @AdminOnly()
  @Get('admin/ads/campaigns/:id/report.csv')
  @ApiOperation({
    summary:
      "A campaign's delivery per day as CSV (admin): day, impressions, starts, completes, skips, clicks, errors, " +
      'completion rate and revenue in paise (CPM × impressions / 1000)',
  })
  @ApiProduces('text/csv')
  @ApiResponse({
    status: 200,
    description: 'A header row, then one row per India day',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async reportCsv(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const report = await this.report(id, principal);
    await reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="campaign-${report.campaignId}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(campaignReportCsv(report));
  }

  @AdminOnly()
  @Get('admin/ads/revenue')
  @ApiOperation({
    summary:
      'Ad revenue (admin): per paid campaign its CPM × reported impressions / 1000, in paise, and the total; ' +
      'house ads earn nothing',
  })
  @ApiData(AdRevenueSchema)
  async revenue(@CurrentPrincipal() principal: Principal): Promise<ApiResult<AdRevenue>> {
    return ok(await this.upstream.send(AdsPatterns.revenue, {}, principal), AdsMessages.revenueFetched);
  }

  /** The campaign's figures from the ads service with its days as analytics counted them. */
  private async report(id: string, principal: Principal): Promise<CampaignReport> {
    const [campaign, reported] = await Promise.all([
      this.upstream.send(AdsPatterns.delivery, { id }, principal),
      this.upstream.send(AnalyticsPatterns.adDelivery, { campaignId: id }, principal),
    ]);
    return { ...campaign, days: deliveryDays(reported.days) };
  }

  @Public()
  @Get('ads/track')
  @ApiOperation({
    summary:
      "A player's ad event, from a VMAP tracking URL (impression, quartiles, complete, skip, click, error): each " +
      'counts once per ad break (recorded false for a repeat). The URL is signed by the gateway (`s`); any other ' +
      'is refused with 403',
  })
  @ApiData(AdTrackReplySchema)
  async track(@Query() query: AdTrackQueryDto): Promise<ApiResult<AdTrackReply>> {
    const { s, ...ping } = query;
    if (!isAdPingSignature(ping, s, this.config.MEDIA_URL_SECRET))
      throw new ForbiddenException(AdsMessages.trackSignatureInvalid);
    const reply = await this.upstream.send(AdsPatterns.track, ping);
    // Every checked ping goes on the playback-event pipeline; analytics stores each once (docs/ads.md).
    const campaignId = ping.c.toLowerCase();
    await this.events.sendAdEvent({
      kind: 'ad',
      id: `${ping.b}:${campaignId}:${ping.e}`,
      campaignId,
      videoId: ping.v.toLowerCase(),
      breakId: ping.b,
      event: ping.e,
      receivedAt: Date.now(),
    });
    return ok(reply, AdsMessages.trackRecorded);
  }

  @AdminOnly()
  @Put('admin/ads/markers/:videoId')
  @ApiOperation({
    summary:
      "A title's ad markers, whole seconds (admin): its mid-rolls; markers inside the intro or recap are skipped",
  })
  @ApiData(AdMarkersSchema)
  async setMarkers(
    @Param('videoId', ObjectIdPipe) videoId: string,
    @Body() dto: AdMarkersDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AdMarkers>> {
    const markers = await this.upstream.send(AdsPatterns.setMarkers, { ...dto, videoId }, principal);
    return ok(markers, AdsMessages.markersSaved);
  }

  @Get('ads/vmap')
  @ApiOperation({
    summary:
      "The caller's ad breaks for a title as VMAP 1.0 with inline VAST 4 ads: a pre-roll and mid-rolls at the " +
      "title's ad markers (or every 10 minutes on long titles). An empty VMAP when the plan that opens the title " +
      'is ad-free, for kids profiles, admins, and callers who may not play the title.',
  })
  @ApiOkResponse({
    description: 'The VMAP document',
    content: { 'application/xml': { schema: { type: 'string' } } },
  })
  async vmap(
    @Query() query: VmapQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    const viewerKey = principal
      ? adViewerKey(principal.profile?.id ?? principal.userId, this.config.MEDIA_URL_SECRET)
      : '';
    const breaks = await this.breaksFor(query, principal, viewerKey);
    const origin = `${request.protocol}://${request.headers.host ?? request.hostname}`;
    const xml = buildVmap(breaks, (ad, breakId, event) => {
      const ping = { c: ad.campaignId, e: event, v: query.videoId, b: breakId, p: viewerKey };
      const q = new URLSearchParams({ ...ping, s: adPingSignature(ping, this.config.MEDIA_URL_SECRET) });
      return `${origin}/api/v1/ads/track?${q.toString()}`;
    });
    await reply.type('application/xml; charset=utf-8').header('cache-control', 'private, no-store').send(xml);
  }

  private async breaksFor(query: VmapQueryDto, principal: Principal, viewerKey: string): Promise<AdBreak[]> {
    // Kids profiles never get ads (nor targeting): no decision is even asked for.
    if (!principal || principal.profile?.kids) return [];
    const [video, access] = await Promise.all([
      // The title's details are the same for every viewer: kept per title (ad-titles.ts).
      this.titles.get(query.videoId, principal),
      this.upstream.send(CatalogPatterns.checkVideoAccess, { videoId: query.videoId }, principal),
    ]);
    // Ads only where every plan that opens the title carries them (admins have no plan: none).
    if (!access.hasAccess || access.withAds !== true) return [];
    const avoid = [
      [video.markers.introStart, video.markers.introEnd],
      [video.markers.recapStart, video.markers.recapEnd],
    ]
      .filter((r): r is [number, number] => typeof r[0] === 'number' && typeof r[1] === 'number')
      .map(([start, end]) => ({ start, end }));
    const decision = await this.upstream.send(AdsPatterns.decide, {
      viewerKey,
      videoId: video._id,
      ageRating: video.ageRating ?? DEFAULT_AGE_RATING,
      genre: video.genre ?? '',
      languages: video.languages ?? [],
      planCode: access.planCode ?? null,
      device: query.device,
      hour: indiaHour(new Date()),
      // The media's length once transcoded, else the runtime the admin typed.
      durationSeconds: video.durationSeconds ?? video.runtimeMinutes * 60,
      avoid,
    });
    return decision.breaks;
  }
}
