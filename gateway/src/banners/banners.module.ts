import { Module } from '@nestjs/common';
import { BannerStorage } from './banner-storage';
import { BannersController } from './banners.controller';

/** HTTP routes served by the banner service, plus the upload and image routes backed by MinIO. */
@Module({
  controllers: [BannersController],
  providers: [BannerStorage],
})
export class BannersGatewayModule {}
