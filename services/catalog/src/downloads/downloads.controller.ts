import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  AuthEvents,
  DownloadPatterns,
  type EventEnvelope,
  type DownloadListRequest,
  type DownloadRequest,
  type GrantDownloadRequest,
  type RpcRequest,
  type StoredDownload,
  type UserErasedEvent,
} from '@streamhub/contracts';
import { DownloadsService } from './downloads.service';

@Controller()
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @RpcHandler(DownloadPatterns.grant)
  grant(@Payload() request: RpcRequest<GrantDownloadRequest>): Promise<StoredDownload> {
    return this.downloads.grant(request.principal, request.body);
  }

  @RpcHandler(DownloadPatterns.list)
  list(@Payload() request: RpcRequest<DownloadListRequest>): Promise<{ downloads: StoredDownload[] }> {
    return this.downloads.list(request.principal, request.body?.revokedSessions);
  }

  @RpcHandler(DownloadPatterns.get)
  get(@Payload() request: RpcRequest<DownloadRequest>): Promise<StoredDownload> {
    return this.downloads.get(request.principal, request.body?.id, request.body?.revokedSessions);
  }

  @RpcHandler(DownloadPatterns.play)
  play(@Payload() request: RpcRequest<DownloadRequest>): Promise<StoredDownload> {
    return this.downloads.play(request.principal, request.body?.id, request.body?.revokedSessions);
  }

  @RpcHandler(DownloadPatterns.renew)
  renew(@Payload() request: RpcRequest<DownloadRequest>): Promise<StoredDownload> {
    const body = request.body;
    return this.downloads.renew(request.principal, body?.id, body?.allowance, body?.revokedSessions);
  }

  @RpcHandler(DownloadPatterns.remove)
  remove(@Payload() request: RpcRequest<DownloadRequest>): Promise<{ downloads: StoredDownload[] }> {
    return this.downloads.remove(request.principal, request.body?.id, request.body?.revokedSessions);
  }

  /** An erased account's download licences go with it (idempotent, so a redelivery needs no bookkeeping). */
  @EventHandler(AuthEvents.userErased)
  async userErased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.downloads.onUserErased(event.payload.userId);
  }
}
