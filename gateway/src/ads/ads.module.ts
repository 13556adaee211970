import { Module } from '@nestjs/common';
import { AdsController } from './ads.controller';

/** Ad routes (docs/ads.md): admin CRUD of the ads service and the viewer's VMAP. */
@Module({ controllers: [AdsController] })
export class AdsGatewayModule {}
