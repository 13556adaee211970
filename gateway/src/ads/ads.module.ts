import { Module } from '@nestjs/common';
import { AnalyticsGatewayModule } from '../analytics/analytics.module';
import { CatalogGatewayModule } from '../catalog/catalog.module';
import { AdTitles } from './ad-titles';
import { AdsController } from './ads.controller';

/** Ad routes (docs/ads.md): admin CRUD of the ads service, the viewer's VMAP and its tracking pings. */
@Module({
  imports: [AnalyticsGatewayModule, CatalogGatewayModule],
  controllers: [AdsController],
  providers: [AdTitles],
})
export class AdsGatewayModule {}
