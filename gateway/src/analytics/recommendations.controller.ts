import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsMessages,
  AnalyticsPatterns,
  CatalogPatterns,
  PrivacyPatterns,
  RECOMMENDATION_LIMITS,
  type BecauseYouWatchedReply,
  localizeVideos,
  type ProfileLanguage,
  type Principal,
  type TrendingReply,
  type Video,
} from '@streamhub/contracts';
import { BecauseYouWatchedReplySchema, TrendingReplySchema } from '@streamhub/contracts/schemas';
import { listLimitOf } from '../auth/household-states';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { ApiContentLanguage, ContentLanguage } from '../common/content-language';

/** Candidates asked of analytics: enough that a row is still full after the caller's limit takes some out. */
const CANDIDATES = 50;

/**
 * The viewers' rows built from what is watched: analytics ranks video ids, catalog's list for the
 * caller's profile (its maturity limit applied there, as for every list) decides what may be shown.
 */
@ApiTags('recommendations')
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly upstream: Upstream) {}

  @Public()
  @Get('trending')
  @ApiOperation({ summary: 'Trending now: the titles started most in the last 24 hours, within the profile’s limit' })
  @ApiContentLanguage()
  @ApiData(TrendingReplySchema)
  async trending(
    @ContentLanguage() lang: ProfileLanguage,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<ApiResult<TrendingReply>> {
    const visible = await this.visibleVideos(principal);
    const ranked = await this.upstream.send(AnalyticsPatterns.trending, {
      hours: RECOMMENDATION_LIMITS.trendingHours,
      limit: RECOMMENDATION_LIMITS.rowSize,
      videoIds: [...visible.keys()],
    });
    const videos = pick(
      ranked.videos.map((r) => r.videoId),
      visible,
    );
    return ok(localizeVideos({ videos }, lang), AnalyticsMessages.trendingFetched);
  }

  @Get('because-you-watched')
  @ApiOperation({
    summary:
      'Because you watched X: titles other profiles who watched the active profile’s most recent title also ' +
      'watched, within the profile’s limit; becauseOf is null when it has watched nothing it may still see',
  })
  @ApiContentLanguage()
  @ApiData(BecauseYouWatchedReplySchema)
  async becauseYouWatched(
    @CurrentPrincipal() principal: Principal,
    @ContentLanguage() lang: ProfileLanguage,
  ): Promise<ApiResult<BecauseYouWatchedReply>> {
    // Personalised rows only with the account's consent (docs/privacy.md): without it, its history is not read.
    const consent = await this.upstream.send(PrivacyPatterns.personalisation, {}, principal);
    if (!consent.allowed) return ok({ becauseOf: null, videos: [] }, AnalyticsMessages.becauseYouWatchedFetched);
    const profileId = principal.profile?.id ?? principal.userId;
    const [reply, visible] = await Promise.all([
      this.upstream.send(AnalyticsPatterns.coWatched, { profileId, limit: CANDIDATES }, principal),
      this.visibleVideos(principal),
    ]);
    for (const group of reply.groups) {
      const becauseOf = visible.get(group.becauseOf);
      if (!becauseOf) continue;
      const videos = pick(
        group.videos.map((v) => v.videoId),
        visible,
      );
      if (videos.length > 0)
        return ok(localizeVideos({ becauseOf, videos }, lang), AnalyticsMessages.becauseYouWatchedFetched);
    }
    return ok({ becauseOf: null, videos: [] }, AnalyticsMessages.becauseYouWatchedFetched);
  }

  /** The active videos the caller's profile may see, by id. */
  private async visibleVideos(principal: Principal | undefined): Promise<Map<string, Video>> {
    const maxAgeRating = listLimitOf(principal?.profile);
    const videos = await this.upstream.send(CatalogPatterns.listAllVideos, maxAgeRating ? { maxAgeRating } : {});
    return new Map(videos.map((v) => [v._id, v]));
  }
}

/** The visible videos among `ids`, in their order, a row's worth. */
function pick(ids: readonly string[], visible: ReadonlyMap<string, Video>): Video[] {
  const videos: Video[] = [];
  for (const id of ids) {
    const video = visible.get(id);
    if (video) videos.push(video);
    if (videos.length === RECOMMENDATION_LIMITS.rowSize) break;
  }
  return videos;
}
