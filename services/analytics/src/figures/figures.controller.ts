import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, ServiceError } from '@streamhub/nest-kit';
import {
  AnalyticsPatterns,
  AuthMessages,
  type AnalyticsOverview,
  type AnalyticsRangeRequest,
  type AnalyticsStoreStats,
  type AdDeliveryReply,
  type AdDeliveryRequest,
  type CoWatchedReply,
  type CoWatchedRequest,
  type Principal,
  type QoeReport,
  type QoeRequest,
  type RankedVideos,
  type RpcRequest,
  type TitleAnalytics,
  type TitleAnalyticsRequest,
  type TrendingRequest,
} from '@streamhub/contracts';
import { FiguresService } from './figures.service';

/** Operators' figures are for admins: checked here as well as by the gateway's guard. */
function assertAdmin(principal: Principal | undefined): void {
  if (!principal?.isAdmin) throw ServiceError.forbidden(AuthMessages.adminRequired);
}

@Controller()
export class FiguresController {
  constructor(private readonly figures: FiguresService) {}

  @RpcHandler(AnalyticsPatterns.overview)
  overview(@Payload() request: RpcRequest<AnalyticsRangeRequest>): Promise<AnalyticsOverview> {
    assertAdmin(request.principal);
    return this.figures.overview(request.body);
  }

  @RpcHandler(AnalyticsPatterns.title)
  title(@Payload() request: RpcRequest<TitleAnalyticsRequest>): Promise<TitleAnalytics> {
    assertAdmin(request.principal);
    return this.figures.title(request.body);
  }

  @RpcHandler(AnalyticsPatterns.qoe)
  qoe(@Payload() request: RpcRequest<QoeRequest>): Promise<QoeReport> {
    assertAdmin(request.principal);
    return this.figures.qoe(request.body);
  }

  /** Public: which titles are started most (the gateway filters them by what the caller may see). */
  @RpcHandler(AnalyticsPatterns.trending)
  trending(@Payload() request: RpcRequest<TrendingRequest>): Promise<RankedVideos> {
    return this.figures.trending(request.body);
  }

  @RpcHandler(AnalyticsPatterns.adDelivery)
  adDelivery(@Payload() request: RpcRequest<AdDeliveryRequest>): Promise<AdDeliveryReply> {
    assertAdmin(request.principal);
    return this.figures.adDelivery(request.body);
  }

  @RpcHandler(AnalyticsPatterns.stats)
  stats(@Payload() request: RpcRequest): Promise<AnalyticsStoreStats> {
    assertAdmin(request.principal);
    return this.figures.stats();
  }

  /** The caller's own profile only (the gateway sends the active profile's id). */
  @RpcHandler(AnalyticsPatterns.coWatched)
  coWatched(@Payload() request: RpcRequest<CoWatchedRequest>): Promise<CoWatchedReply> {
    if (!request.principal) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    return this.figures.coWatched(request.body);
  }
}
