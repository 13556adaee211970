import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
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

  @MessagePattern(CatalogPatterns.uploadVideo)
  upload(@Payload() request: RpcRequest<UploadVideoRequest>): Promise<Video> {
    return this.media.upload(request.body);
  }

  @MessagePattern(CatalogPatterns.getPlayback)
  playback(@Payload() request: RpcRequest<PlaybackRequest>): Promise<PlaybackReply> {
    return this.media.playback(request.body?.id, request.principal);
  }

  @EventPattern(MediaEvents.transcodeProgress)
  async progress(@Payload() event: EventEnvelope<TranscodeProgressEvent>): Promise<void> {
    await this.media.onProgress(event);
  }

  @EventPattern(MediaEvents.transcodeCompleted)
  async completed(@Payload() event: EventEnvelope<TranscodeCompletedEvent>): Promise<void> {
    await this.media.onCompleted(event);
  }

  @EventPattern(MediaEvents.transcodeFailed)
  async failed(@Payload() event: EventEnvelope<TranscodeFailedEvent>): Promise<void> {
    await this.media.onFailed(event);
  }

  @EventPattern(CatalogEvents.videoDeleted)
  async videoDeleted(@Payload() event: EventEnvelope<VideoDeletedEvent>): Promise<void> {
    await this.media.onVideoDeleted(event);
  }
}
