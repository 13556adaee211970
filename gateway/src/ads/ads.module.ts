import { Module } from '@nestjs/common';
import { AnalyticsGatewayModule } from '../analytics/analytics.module';
import { AdsController } from './ads.controller';

/** Ad routes (docs/ads.md): admin CRUD of the ads service, the viewer's VMAP and its tracking pings. */
@Module({ imports: [AnalyticsGatewayModule], controllers: [AdsController] })
export class AdsGatewayModule {}
