import { Module } from '@nestjs/common';
import { StreamsModule } from '../streams/streams.module';
import { DrmController } from './drm.controller';
import { LicenceRateLimit } from './licence-rate-limit';
import { LicenceService } from './licence.service';

/** The ClearKey licence endpoint of protected titles (docs/drm.md). */
@Module({
  imports: [StreamsModule],
  controllers: [DrmController],
  providers: [LicenceService, LicenceRateLimit],
})
export class DrmGatewayModule {}
