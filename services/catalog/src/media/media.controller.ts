import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  CatalogEvents,
  CatalogPatterns,
  MediaEvents,
  type EventEnvelope,
  type PlaybackReply,
  type PlaybackRequest,
  type RpcRequest,
  type TranscodeCompletedEvent,
  type TranscodeFailedEvent,
  type TranscodeProgressEvent,
  type UploadVideoRequest,
  type Video,
  type VideoDeletedEvent,
} from '@streamhub/contracts';
import { MediaService } from './media.service';

@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @RpcHandler(CatalogPatterns.uploadVideo)
  upload(@Payload() request: RpcRequest<UploadVideoRequest>): Promise<Video> {
    return this.media.upload(request.body);
  }

  @RpcHandler(CatalogPatterns.getPlayback)
  playback(@Payload() request: RpcRequest<PlaybackRequest>): Promise<PlaybackReply> {
    return this.media.playback(request.body?.id, request.principal);
  }

  @EventHandler(MediaEvents.transcodeProgress)
  async progress(@Payload() event: EventEnvelope<TranscodeProgressEvent>): Promise<void> {
    await this.media.onProgress(event);
  }

  @EventHandler(MediaEvents.transcodeCompleted)
  async completed(@Payload() event: EventEnvelope<TranscodeCompletedEvent>): Promise<void> {
    await this.media.onCompleted(event);
  }

  @EventHandler(MediaEvents.transcodeFailed)
  async failed(@Payload() event: EventEnvelope<TranscodeFailedEvent>): Promise<void> {
    await this.media.onFailed(event);
  }

  @EventHandler(CatalogEvents.videoDeleted)
  async videoDeleted(@Payload() event: EventEnvelope<VideoDeletedEvent>): Promise<void> {
    await this.media.onVideoDeleted(event);
  }
}
