import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  LivePatterns,
  type AdminLiveEvent,
  type AdminLiveEventList,
  type AdminLiveEventState,
  type CreateLiveEventRequest,
  type LiveEvent,
  type LiveEventList,
  type LiveIngestRequest,
  type LivePlaybackGrant,
  type LivePublishReply,
  type LiveRecordingNotice,
  type RpcRequest,
} from '@streamhub/contracts';
import { LiveEventsService } from './live-events.service';

@Controller()
export class LiveEventsController {
  constructor(private readonly live: LiveEventsService) {}

  @RpcHandler(LivePatterns.create)
  create(@Payload() request: RpcRequest<CreateLiveEventRequest>): Promise<AdminLiveEvent> {
    return this.live.create(request.body);
  }

  @RpcHandler(LivePatterns.adminList)
  adminList(): Promise<AdminLiveEventList> {
    return this.live.adminList();
  }

  @RpcHandler(LivePatterns.adminGet)
  adminGet(@Payload() request: RpcRequest<{ id: string }>): Promise<AdminLiveEventState> {
    return this.live.adminGet(request.body?.id);
  }

  @RpcHandler(LivePatterns.list)
  list(): Promise<LiveEventList> {
    return this.live.list();
  }

  @RpcHandler(LivePatterns.publish)
  publish(@Payload() request: RpcRequest<LiveIngestRequest>): Promise<LivePublishReply> {
    return this.live.publish(request.body?.streamKey);
  }

  @RpcHandler(LivePatterns.unpublish)
  unpublish(@Payload() request: RpcRequest<LiveIngestRequest>): Promise<LivePublishReply> {
    return this.live.unpublish(request.body?.streamKey);
  }

  @RpcHandler(LivePatterns.playback)
  playback(@Payload() request: RpcRequest<{ id: string }>): Promise<LivePlaybackGrant> {
    return this.live.playback(request.principal, request.body?.id);
  }

  @RpcHandler(LivePatterns.end)
  end(@Payload() request: RpcRequest<{ id: string }>): Promise<AdminLiveEvent> {
    return this.live.end(request.body?.id);
  }

  @RpcHandler(LivePatterns.recorded)
  recorded(@Payload() request: RpcRequest<LiveRecordingNotice>): Promise<LivePublishReply> {
    return this.live.recorded(request.body);
  }

  @RpcHandler(LivePatterns.update)
  update(@Payload() request: RpcRequest<LiveIngestRequest>): Promise<LivePublishReply> {
    return this.live.update(request.body?.streamKey);
  }

  @RpcHandler(LivePatterns.get)
  get(@Payload() request: RpcRequest<{ id: string }>): Promise<LiveEvent> {
    return this.live.get(request.body?.id);
  }
}
