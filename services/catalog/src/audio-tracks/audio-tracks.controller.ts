import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  CatalogPatterns,
  MediaEvents,
  type AudioCompletedEvent,
  type AudioFailedEvent,
  type AudioProgressEvent,
  type AudioTracksReply,
  type DeleteAudioTrackRequest,
  type EventEnvelope,
  type PutAudioTrackRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { AudioTracksService } from './audio-tracks.service';

@Controller()
export class AudioTracksController {
  constructor(private readonly audio: AudioTracksService) {}

  @RpcHandler(CatalogPatterns.putAudioTrack)
  put(@Payload() request: RpcRequest<PutAudioTrackRequest>): Promise<AudioTracksReply> {
    return this.audio.put(request.body);
  }

  @RpcHandler(CatalogPatterns.deleteAudioTrack)
  delete(@Payload() request: RpcRequest<DeleteAudioTrackRequest>): Promise<AudioTracksReply> {
    return this.audio.delete(request.body);
  }

  @EventHandler(MediaEvents.audioProgress)
  async progress(@Payload() event: EventEnvelope<AudioProgressEvent>): Promise<void> {
    await this.audio.onProgress(event);
  }

  @EventHandler(MediaEvents.audioCompleted)
  async completed(@Payload() event: EventEnvelope<AudioCompletedEvent>): Promise<void> {
    await this.audio.onCompleted(event);
  }

  @EventHandler(MediaEvents.audioFailed)
  async failed(@Payload() event: EventEnvelope<AudioFailedEvent>): Promise<void> {
    await this.audio.onFailed(event);
  }
}
