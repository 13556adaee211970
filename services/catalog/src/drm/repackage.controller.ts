import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  CatalogPatterns,
  MediaEvents,
  type EventEnvelope,
  type ProtectTitleRequest,
  type ProtectionStatus,
  type RepackageCompletedEvent,
  type RepackageFailedEvent,
  type RpcRequest,
} from '@streamhub/contracts';
import { RepackageService } from './repackage.service';

@Controller()
export class RepackageController {
  constructor(private readonly repackage: RepackageService) {}

  @RpcHandler(CatalogPatterns.protectTitle)
  protect(@Payload() request: RpcRequest<ProtectTitleRequest>): Promise<ProtectionStatus> {
    return this.repackage.protect(request.body?.videoId);
  }

  @RpcHandler(CatalogPatterns.protectionStatus)
  status(@Payload() request: RpcRequest<ProtectTitleRequest>): Promise<ProtectionStatus> {
    return this.repackage.status(request.body?.videoId);
  }

  @EventHandler(MediaEvents.repackageCompleted)
  async completed(@Payload() event: EventEnvelope<RepackageCompletedEvent>): Promise<void> {
    await this.repackage.onCompleted(event);
  }

  @EventHandler(MediaEvents.repackageFailed)
  async failed(@Payload() event: EventEnvelope<RepackageFailedEvent>): Promise<void> {
    await this.repackage.onFailed(event);
  }
}
