import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  CatalogPatterns,
  isAgeRating,
  type AdminVideosQuery,
  type CreateVideoRequest,
  type EpisodeDetail,
  type EpisodesQuery,
  type EpisodesReply,
  type ProfileScope,
  type RpcRequest,
  type SearchVideosQuery,
  type SetVideoMarkersRequest,
  type SetVideoLocalizedRequest,
  type SetVideoRatingRequest,
  type SetVideoStatusRequest,
  type UploadVideoRequest,
  type Video,
  type VideoByExternalId,
  type VideosByExternalIdRequest,
  type VideoFilters,
  type VideoPage,
} from '@streamhub/contracts';
import { VideosService } from './videos.service';

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @RpcHandler(CatalogPatterns.createVideo)
  create(@Payload() request: RpcRequest<CreateVideoRequest>): Promise<Video> {
    // Uploaded sources come only through the upload pattern, which also enqueues their transcode.
    const {
      sourceKey: _s,
      trailerSourceKey: _t,
      ...body
    } = (request.body ?? {}) as CreateVideoRequest & Partial<UploadVideoRequest>;
    return this.videos.create(body);
  }

  @RpcHandler(CatalogPatterns.listEpisodes)
  listEpisodes(@Payload() request: RpcRequest<EpisodesQuery>): Promise<EpisodesReply> {
    return this.videos.listEpisodes({ ...request.body, ...scopeOf(request.body) });
  }

  @RpcHandler(CatalogPatterns.listAllVideos)
  listAll(@Payload() request: RpcRequest<ProfileScope>): Promise<Video[]> {
    return this.videos.listAll(scopeOf(request.body));
  }

  @RpcHandler(CatalogPatterns.searchVideos)
  search(@Payload() request: RpcRequest<SearchVideosQuery>): Promise<VideoPage> {
    return this.videos.search({ ...request.body, ...scopeOf(request.body) });
  }

  @RpcHandler(CatalogPatterns.videoFilters)
  filters(@Payload() request: RpcRequest<ProfileScope>): Promise<VideoFilters> {
    return this.videos.filters(scopeOf(request.body));
  }

  @RpcHandler(CatalogPatterns.getVideo)
  get(@Payload() request: RpcRequest<{ id: string }>): Promise<Video> {
    return this.videos.get(request.body?.id, request.principal);
  }

  @RpcHandler(CatalogPatterns.getEpisodeByName)
  byName(@Payload() request: RpcRequest<{ name: string } & ProfileScope>): Promise<EpisodeDetail> {
    return this.videos.byEpisodeName(request.body?.name, scopeOf(request.body));
  }

  @RpcHandler(CatalogPatterns.videosByExternalId)
  byExternalId(@Payload() request: RpcRequest<VideosByExternalIdRequest>): Promise<VideoByExternalId[]> {
    return this.videos.byExternalIds(request.body?.externalIds);
  }

  @RpcHandler(CatalogPatterns.adminListVideos)
  adminList(@Payload() request: RpcRequest<AdminVideosQuery>): Promise<VideoPage> {
    return this.videos.adminList(request.body ?? {});
  }

  @RpcHandler(CatalogPatterns.setVideoStatus)
  setStatus(@Payload() request: RpcRequest<SetVideoStatusRequest>): Promise<Video> {
    return this.videos.setStatus(request.body?.id, request.body?.status);
  }

  @RpcHandler(CatalogPatterns.setVideoRating)
  setRating(@Payload() request: RpcRequest<SetVideoRatingRequest>): Promise<Video> {
    return this.videos.setRating(request.body?.id, request.body?.ageRating, request.body?.contentDescriptors);
  }

  @RpcHandler(CatalogPatterns.setVideoMarkers)
  setMarkers(@Payload() request: RpcRequest<SetVideoMarkersRequest>): Promise<Video> {
    return this.videos.setMarkers(request.body?.id, request.body);
  }

  @RpcHandler(CatalogPatterns.setVideoLocalized)
  setLocalized(@Payload() request: RpcRequest<SetVideoLocalizedRequest>): Promise<Video> {
    return this.videos.setLocalized(request.body?.id, request.body?.localized);
  }

  @RpcHandler(CatalogPatterns.deleteVideo)
  delete(@Payload() request: RpcRequest<{ id: string }>): Promise<{ deleted: true }> {
    return this.videos.delete(request.body?.id);
  }
}

/** The maturity limit the gateway set, when it is a rating (anything else lists as unlimited). */
function scopeOf(body: Partial<ProfileScope> | undefined): ProfileScope {
  const max = body?.maxAgeRating;
  return typeof max === 'string' && isAgeRating(max) ? { maxAgeRating: max } : {};
}
