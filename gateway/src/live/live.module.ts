import { Module } from '@nestjs/common';
import { OrderRateLimit } from '../billing/order-rate-limit';
import { MediaDeliveryModule } from '../media/media.module';
import { LiveSigner } from './live-signer';
import { LiveStats } from './live-stats';
import { LiveController } from './live.controller';

/** HTTP routes of live events, served by the catalog service's live module; the edge serves the media. */
@Module({
  imports: [MediaDeliveryModule],
  controllers: [LiveController],
  providers: [LiveSigner, LiveStats, OrderRateLimit],
})
export class LiveGatewayModule {}
