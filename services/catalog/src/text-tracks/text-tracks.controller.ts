import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  CatalogPatterns,
  type DeleteTextTrackReply,
  type DeleteTextTrackRequest,
  type DialogueReply,
  type SearchDialogueRequest,
  type MediaTextTracksReply,
  type PutTextTrackReply,
  type PutTextTrackRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { TextTracksService } from './text-tracks.service';

@Controller()
export class TextTracksController {
  constructor(private readonly textTracks: TextTracksService) {}

  @RpcHandler(CatalogPatterns.putTextTrack)
  put(@Payload() request: RpcRequest<PutTextTrackRequest>): Promise<PutTextTrackReply> {
    return this.textTracks.put(request.body);
  }

  @RpcHandler(CatalogPatterns.deleteTextTrack)
  delete(@Payload() request: RpcRequest<DeleteTextTrackRequest>): Promise<DeleteTextTrackReply> {
    return this.textTracks.delete(request.body);
  }

  @RpcHandler(CatalogPatterns.searchDialogue)
  searchDialogue(@Payload() request: RpcRequest<SearchDialogueRequest>): Promise<DialogueReply> {
    return this.textTracks.searchDialogue(request.body);
  }

  @RpcHandler(CatalogPatterns.mediaTextTracks)
  forMedia(@Payload() request: RpcRequest<{ videoId: string }>): Promise<MediaTextTracksReply> {
    return this.textTracks.forMedia(request.body?.videoId);
  }
}
