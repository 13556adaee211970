import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VideosModule } from '../videos/videos.module';
import { AccessController } from './access.controller';
import { AccessService, CLOCK } from './access.service';
import { EntitlementDoc, EntitlementSchema } from './entitlement.schema';
import { EntitlementsRepository } from './entitlements.repository';

@Module({
  imports: [MongooseModule.forFeature([{ name: EntitlementDoc.name, schema: EntitlementSchema }]), VideosModule],
  controllers: [AccessController],
  providers: [EntitlementsRepository, AccessService, { provide: CLOCK, useValue: () => new Date() }],
  exports: [AccessService],
})
export class AccessModule {}
