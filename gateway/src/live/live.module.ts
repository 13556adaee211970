import { Module } from '@nestjs/common';
import { OrderRateLimit } from '../billing/order-rate-limit';
import { LiveSigner } from './live-signer';
import { LiveController } from './live.controller';

/** HTTP routes of live events, served by the catalog service's live module; the edge serves the media. */
@Module({ controllers: [LiveController], providers: [LiveSigner, OrderRateLimit] })
export class LiveGatewayModule {}
