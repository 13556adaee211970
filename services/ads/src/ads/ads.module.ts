import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  AdEventDoc,
  AdEventSchema,
  AdMarkersDoc,
  AdMarkersSchema,
  AdvertiserDoc,
  AdvertiserSchema,
  CampaignDoc,
  CampaignSchema,
} from './ads.schema';
import { AdsController } from './ads.controller';
import { AdsRepository } from './ads.repository';
import { AdsService } from './ads.service';
import { DeliveryCounters } from './delivery-counters';
import { LiveCampaigns } from './live-campaigns';
import { ServedRecorder } from './served-recorder';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AdvertiserDoc.name, schema: AdvertiserSchema },
      { name: CampaignDoc.name, schema: CampaignSchema },
      { name: AdMarkersDoc.name, schema: AdMarkersSchema },
      { name: AdEventDoc.name, schema: AdEventSchema },
    ]),
  ],
  controllers: [AdsController],
  providers: [AdsRepository, AdsService, DeliveryCounters, LiveCampaigns, ServedRecorder],
})
export class AdsModule {}
