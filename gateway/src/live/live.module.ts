import { Module } from '@nestjs/common';
import { LiveSigner } from './live-signer';
import { LiveController } from './live.controller';

/** HTTP routes of live events, served by the catalog service's live module; the edge serves the media. */
@Module({ controllers: [LiveController], providers: [LiveSigner] })
export class LiveGatewayModule {}
