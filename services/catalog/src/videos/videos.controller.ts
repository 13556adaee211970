import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  type AdminVideosQuery,
  type CreateVideoRequest,
  type EpisodeDetail,
  type EpisodesReply,
  type RpcRequest,
  type SearchVideosQuery,
  type SetVideoStatusRequest,
  type UploadVideoRequest,
  type Video,
  type VideoFilters,
  type VideoPage,
} from '@streamhub/contracts';
import { VideosService } from './videos.service';

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @MessagePattern(CatalogPatterns.createVideo)
  create(@Payload() request: RpcRequest<CreateVideoRequest>): Promise<Video> {
    // Uploaded sources come only through the upload pattern, which also enqueues their transcode.
    const {
      sourceKey: _s,
      trailerSourceKey: _t,
      ...body
    } = (request.body ?? {}) as CreateVideoRequest & Partial<UploadVideoRequest>;
    return this.videos.create(body);
  }

  @MessagePattern(CatalogPatterns.listEpisodes)
  listEpisodes(@Payload() request: RpcRequest<{ limit?: number }>): Promise<EpisodesReply> {
    return this.videos.listEpisodes(request.body?.limit);
  }

  @MessagePattern(CatalogPatterns.listAllVideos)
  listAll(): Promise<Video[]> {
    return this.videos.listAll();
  }

  @MessagePattern(CatalogPatterns.searchVideos)
  search(@Payload() request: RpcRequest<SearchVideosQuery>): Promise<VideoPage> {
    return this.videos.search(request.body ?? {});
  }

  @MessagePattern(CatalogPatterns.videoFilters)
  filters(): Promise<VideoFilters> {
    return this.videos.filters();
  }

  @MessagePattern(CatalogPatterns.getVideo)
  get(@Payload() request: RpcRequest<{ id: string }>): Promise<Video> {
    return this.videos.get(request.body?.id, request.principal);
  }

  @MessagePattern(CatalogPatterns.getEpisodeByName)
  byName(@Payload() request: RpcRequest<{ name: string }>): Promise<EpisodeDetail> {
    return this.videos.byEpisodeName(request.body?.name);
  }

  @MessagePattern(CatalogPatterns.adminListVideos)
  adminList(@Payload() request: RpcRequest<AdminVideosQuery>): Promise<VideoPage> {
    return this.videos.adminList(request.body ?? {});
  }

  @MessagePattern(CatalogPatterns.setVideoStatus)
  setStatus(@Payload() request: RpcRequest<SetVideoStatusRequest>): Promise<Video> {
    return this.videos.setStatus(request.body?.id, request.body?.status);
  }

  @MessagePattern(CatalogPatterns.deleteVideo)
  delete(@Payload() request: RpcRequest<{ id: string }>): Promise<{ deleted: true }> {
    return this.videos.delete(request.body?.id);
  }
}
