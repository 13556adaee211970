import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  AdsPatterns,
  type AdDecision,
  type AdMarkers,
  type AdTrackReply,
  type AdRevenue,
  type CampaignReport,
  type Advertiser,
  type Campaign,
  type RpcRequest,
} from '@streamhub/contracts';
import { AdsService } from './ads.service';

@Controller()
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  @RpcHandler(AdsPatterns.createAdvertiser)
  createAdvertiser(@Payload() request: RpcRequest<unknown>): Promise<Advertiser> {
    return this.ads.createAdvertiser(request.principal, request.body);
  }

  @RpcHandler(AdsPatterns.listAdvertisers)
  listAdvertisers(@Payload() request: RpcRequest<unknown>): Promise<{ advertisers: Advertiser[] }> {
    return this.ads.listAdvertisers(request.principal);
  }

  @RpcHandler(AdsPatterns.createCampaign)
  createCampaign(@Payload() request: RpcRequest<unknown>): Promise<Campaign> {
    return this.ads.createCampaign(request.principal, request.body);
  }

  @RpcHandler(AdsPatterns.updateCampaign)
  updateCampaign(@Payload() request: RpcRequest<unknown>): Promise<Campaign> {
    return this.ads.updateCampaign(request.principal, request.body);
  }

  @RpcHandler(AdsPatterns.listCampaigns)
  listCampaigns(@Payload() request: RpcRequest<unknown>): Promise<{ campaigns: Campaign[] }> {
    return this.ads.listCampaigns(request.principal);
  }

  @RpcHandler(AdsPatterns.setMarkers)
  setMarkers(@Payload() request: RpcRequest<unknown>): Promise<AdMarkers> {
    return this.ads.setMarkers(request.principal, request.body);
  }

  @RpcHandler(AdsPatterns.track)
  track(@Payload() request: RpcRequest<unknown>): Promise<AdTrackReply> {
    return this.ads.track(request.body);
  }

  @RpcHandler(AdsPatterns.delivery)
  delivery(@Payload() request: RpcRequest<{ id?: string }>): Promise<CampaignReport> {
    return this.ads.delivery(request.principal, request.body?.id);
  }

  @RpcHandler(AdsPatterns.getCampaign)
  getCampaign(@Payload() request: RpcRequest<{ id?: string }>): Promise<Campaign> {
    return this.ads.getCampaign(request.principal, request.body?.id);
  }

  @RpcHandler(AdsPatterns.revenue)
  revenue(@Payload() request: RpcRequest<unknown>): Promise<AdRevenue> {
    return this.ads.revenue(request.principal);
  }

  @RpcHandler(AdsPatterns.decide)
  decide(@Payload() request: RpcRequest<unknown>): Promise<AdDecision> {
    return this.ads.decide(request.body);
  }
}
