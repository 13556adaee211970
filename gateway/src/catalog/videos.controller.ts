import { Body, Controller, Delete, Get, Param, Patch, Query, Req, Res } from '@nestjs/common';
import {
  AccessReplySchema,
  DeleteVideoReplySchema,
  EpisodeByNameSchema,
  EpisodesReplySchema,
  PlaybackVideoReplySchema,
  VideoFiltersSchema,
  DialogueReplySchema,
  VideoListSchema,
  VideoPageSchema,
  VideoReplySchema,
} from '@streamhub/contracts/schemas';
import { ApiContentLanguage, ContentLanguage } from '../common/content-language';
import { ApiData } from '../common/openapi';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogMessages,
  CatalogPatterns,
  localizeVideo,
  type AccessReply,
  type DialogueReply,
  type PlaybackVideoReply,
  type Principal,
  type ProfileLanguage,
  type Video,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { listLimitOf } from '../auth/household-states';
import { MediaSigner } from '../media/media-signer';
import { PlaybackService, viewerOf } from '../playback/playback.service';
import { CachedReply } from './cached-reply';
import { VideoIdPipe } from './video-id.pipe';
import {
  EpisodesQueryDto,
  SearchDialogueDto,
  SearchVideosDto,
  SetVideoLocalizedDto,
  SetVideoMarkersDto,
  SetVideoRatingDto,
  SetVideoStatusDto,
} from './video.dto';

@ApiTags('videos')
@Controller('videos')
export class VideosController {
  constructor(
    private readonly upstream: Upstream,
    private readonly cached: CachedReply,
    private readonly signer: MediaSigner,
    private readonly playback: PlaybackService,
  ) {}

  @Public()
  @Get('episodes/all')
  @ApiOperation({
    summary:
      'The catalogue query as episode groups with their parts, newest release first; a group is listed when any ' +
      'part matches; paged when a limit is given (cached)',
  })
  @ApiData(EpisodesReplySchema)
  async episodes(
    @Query() query: EpisodesQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<void> {
    await this.cached.sendForViewer(req, reply, principal, async (scope) => {
      const data = await this.upstream.send(CatalogPatterns.listEpisodes, { ...query, ...scope });
      return ok(data, CatalogMessages.episodesFetched);
    });
  }

  @Public()
  @Get('all')
  @ApiOperation({ summary: 'Every active video, newest first (cached), titles in the caller’s language' })
  @ApiContentLanguage()
  @ApiData(VideoListSchema)
  async all(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<void> {
    await this.cached.sendForViewer(req, reply, principal, async (scope) => {
      const videos = await this.upstream.send(CatalogPatterns.listAllVideos, scope);
      return ok({ videos }, CatalogMessages.videosFetched);
    });
  }

  @Public()
  @Get('filters')
  @ApiOperation({ summary: 'Distinct genres, years and episode names of active videos (cached)' })
  @ApiData(VideoFiltersSchema)
  async filters(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<void> {
    await this.cached.sendForViewer(req, reply, principal, async (scope) => {
      const filters = await this.upstream.send(CatalogPatterns.videoFilters, scope);
      return ok(filters, CatalogMessages.filtersFetched);
    });
  }

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'The catalogue query as videos, newest first: every word of q over title, episode name, genre, actors; ' +
      'filters combine with AND (cached)',
  })
  @ApiData(VideoPageSchema)
  async search(
    @Query() query: SearchVideosDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<void> {
    await this.cached.sendForViewer(req, reply, principal, async (scope) => {
      const page = await this.upstream.send(CatalogPatterns.searchVideos, { ...query, ...scope });
      return ok(page, CatalogMessages.videosFetched);
    });
  }

  @Public()
  @Get('dialogue')
  @ApiOperation({
    summary:
      'Search by what is said: lines of subtitles and captions containing every word of q, with the title ' +
      'and the moment (startSeconds) to open the player at; titles above the active profile’s limit are left out',
  })
  @ApiData(DialogueReplySchema)
  async dialogue(
    @Query() query: SearchDialogueDto,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<ApiResult<DialogueReply>> {
    const maxAgeRating = listLimitOf(principal?.profile);
    const reply = await this.upstream.send(CatalogPatterns.searchDialogue, {
      q: query.q,
      limit: query.limit,
      ...(maxAgeRating ? { maxAgeRating } : {}),
    });
    return ok(reply, CatalogMessages.dialogueFound);
  }

  @Public()
  @Get('episodes/by-name/:name')
  @ApiOperation({
    summary:
      'One episode (series) by name, case-insensitive, with its parts and series data (cached); a transcoded ' +
      "trailer is a signed, expiring manifest URL in seriesTrailerUrl and its own part's trailer",
  })
  @ApiContentLanguage()
  @ApiData(EpisodeByNameSchema)
  async byName(
    @Param('name') name: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<void> {
    const episodeName = name.trim().toUpperCase();
    await this.cached.sendForViewer(req, reply, principal, async (scope) => {
      const episode = await this.upstream.send(CatalogPatterns.getEpisodeByName, { name: episodeName, ...scope });
      return ok(this.signer.episodeWithTrailers(episode), CatalogMessages.episodesFetched);
    });
  }

  @ApiBearerAuth()
  @Get('episodes/by-name/:name/access')
  @ApiOperation({ summary: 'Whether the caller may watch this episode (signed in)' })
  @ApiData(AccessReplySchema)
  async episodeAccess(
    @Param('name') name: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AccessReply>> {
    const access = await this.upstream.send(CatalogPatterns.checkEpisodeAccess, { name }, principal);
    return ok(access, CatalogMessages.accessChecked);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ description: 'The video; with sources, defaultUrl and expiresIn when the caller may watch it' })
  @ApiBadRequestResponse({ description: 'Not a video id' })
  @ApiNotFoundResponse({ description: 'No such video (or not visible to the caller)' })
  @ApiOperation({
    summary:
      'One active video (admins also see inactive ones); for a caller who may watch it, signed DASH/HLS ' +
      'sources, defaultUrl and expiresIn (and storyboardUrl, the seek-bar thumbnails, when the video has them). ' +
      'Guests and viewers without a subscription get the details only. On a plan with a screen limit the sources ' +
      "belong to a stream session: X-Stream-Session names the caller's own session to renew, `new` opens another " +
      "playback, `none` asks for the details only; without it, the token's default playback. " +
      'A transcoded trailer (trailer, seriesTrailerUrl) is a signed, expiring manifest URL for anyone.',
  })
  @ApiContentLanguage()
  @ApiData(PlaybackVideoReplySchema)
  async get(
    @Param('id', VideoIdPipe) id: string,
    @Req() request: FastifyRequest,
    @ContentLanguage() lang: ProfileLanguage,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<ApiResult<PlaybackVideoReply>> {
    const found = await this.upstream.recallable(CatalogPatterns.getPlayback, { id }, principal);
    // The caller's language's title and synopsis (docs/i18n.md); admins also get every translation.
    const playback = { ...found, video: localizeVideo(found.video, lang, principal?.isAdmin === true) };
    return this.playback.title(playback, viewerOf(request, principal));
  }

  @ApiBearerAuth()
  @Get(':id/access')
  @ApiOperation({ summary: 'Whether the caller may watch this video (signed in)' })
  @ApiData(AccessReplySchema)
  async videoAccess(
    @Param('id', VideoIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AccessReply>> {
    const access = await this.upstream.send(CatalogPatterns.checkVideoAccess, { videoId: id }, principal);
    return ok(access, CatalogMessages.accessChecked);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Patch(':id/status')
  @ApiOperation({ summary: 'Activate or deactivate a video (admin)' })
  @ApiData(VideoReplySchema)
  async setStatus(
    @Param('id', VideoIdPipe) id: string,
    @Body() dto: SetVideoStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const video = await this.upstream.send(CatalogPatterns.setVideoStatus, { id, status: dto.status }, principal);
    return ok({ video }, dto.status === 'active' ? CatalogMessages.videoActivated : CatalogMessages.videoDeactivated);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Patch(':id/rating')
  @ApiOperation({ summary: "Set a video's age rating and content descriptors (admin)" })
  @ApiData(VideoReplySchema)
  async setRating(
    @Param('id', VideoIdPipe) id: string,
    @Body() dto: SetVideoRatingDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const video = await this.upstream.send(CatalogPatterns.setVideoRating, { id, ...dto }, principal);
    return ok({ video }, CatalogMessages.ratingSaved);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Patch(':id/markers')
  @ApiOperation({
    summary:
      "Set a part's Skip Intro / Skip Recap markers in seconds (admin); all null: none. They replace a detected " +
      'intro, which is then no longer detected for the part',
  })
  @ApiData(VideoReplySchema)
  async setMarkers(
    @Param('id', VideoIdPipe) id: string,
    @Body() dto: SetVideoMarkersDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const video = await this.upstream.send(CatalogPatterns.setVideoMarkers, { id, ...dto }, principal);
    return ok({ video }, CatalogMessages.markersSaved);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Patch(':id/localized')
  @ApiOperation({
    summary:
      "Set a video's title and synopsis in other languages (admin): the list replaces the one it had; a language " +
      'left out has none, and viewers of it get the English',
  })
  @ApiData(VideoReplySchema)
  async setLocalized(
    @Param('id', VideoIdPipe) id: string,
    @Body() dto: SetVideoLocalizedDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const video = await this.upstream.send(CatalogPatterns.setVideoLocalized, { id, ...dto }, principal);
    return ok({ video }, CatalogMessages.localizedSaved);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a video (admin)' })
  @ApiData(DeleteVideoReplySchema)
  async delete(
    @Param('id', VideoIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ videoId: string }>> {
    await this.upstream.send(CatalogPatterns.deleteVideo, { id }, principal);
    return ok({ videoId: id }, CatalogMessages.videoDeleted);
  }
}
