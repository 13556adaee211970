import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  BannerPatterns,
  type AdminBannersRequest,
  type Banner,
  type BannerList,
  type CreateBannersRequest,
  type DeleteBannerReply,
  type DeleteBannerRequest,
  type ReplaceBannerImageRequest,
  type RpcRequest,
  type SetBannerStatusRequest,
  type SetBannerTargetRequest,
} from '@streamhub/contracts';
import { BannersService } from './banners.service';

@Controller()
export class BannersController {
  constructor(private readonly banners: BannersService) {}

  @RpcHandler(BannerPatterns.listActive)
  listActive(): Promise<BannerList> {
    return this.banners.listActive();
  }

  @RpcHandler(BannerPatterns.listAll)
  listAll(@Payload() request: RpcRequest<AdminBannersRequest>): Promise<BannerList> {
    return this.banners.listAll(request.principal, request.body);
  }

  @RpcHandler(BannerPatterns.create)
  create(@Payload() request: RpcRequest<CreateBannersRequest>): Promise<BannerList> {
    return this.banners.create(request.principal, request.body?.images);
  }

  @RpcHandler(BannerPatterns.replaceImage)
  replaceImage(@Payload() request: RpcRequest<ReplaceBannerImageRequest>): Promise<Banner> {
    return this.banners.replaceImage(request.principal, request.body?.id, request.body?.image);
  }

  @RpcHandler(BannerPatterns.setStatus)
  setStatus(@Payload() request: RpcRequest<SetBannerStatusRequest>): Promise<Banner> {
    return this.banners.setStatus(request.principal, request.body?.id, request.body?.status);
  }

  @RpcHandler(BannerPatterns.setTarget)
  setTarget(@Payload() request: RpcRequest<SetBannerTargetRequest>): Promise<Banner> {
    return this.banners.setTarget(request.principal, request.body?.id, request.body?.videoId ?? null);
  }

  @RpcHandler(BannerPatterns.delete)
  delete(@Payload() request: RpcRequest<DeleteBannerRequest>): Promise<DeleteBannerReply> {
    return this.banners.delete(request.principal, request.body?.id);
  }
}
