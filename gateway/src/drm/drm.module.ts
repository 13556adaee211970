import { Module } from '@nestjs/common';
import { StreamsModule } from '../streams/streams.module';
import { DrmController } from './drm.controller';
import { LicenceRateLimit } from './licence-rate-limit';
import { LicenceService } from './licence.service';
import { ProtectionController } from './protection.controller';

/** The ClearKey licence endpoint of protected titles, and protecting existing titles (docs/drm.md). */
@Module({
  imports: [StreamsModule],
  controllers: [DrmController, ProtectionController],
  providers: [LicenceService, LicenceRateLimit],
})
export class DrmGatewayModule {}
