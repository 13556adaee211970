import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { TextTracksModule } from '../text-tracks/text-tracks.module';
import { VideosModule } from '../videos/videos.module';
import { DemoSeedService } from './demo-seed.service';
import { SeedLockDoc, SeedLockSchema } from './seed-lock.schema';
import { SeedLockRepository } from './seed-lock.repository';

@Module({})
export class SeedModule {
  /** `media`: the app's MediaModule (the one instance, whose queue the demo videos go to). */
  static forRoot(config: CatalogConfig, media: DynamicModule): DynamicModule {
    return {
      module: SeedModule,
      imports: [
        MongooseModule.forFeature([{ name: SeedLockDoc.name, schema: SeedLockSchema }]),
        VideosModule,
        TextTracksModule,
        media,
      ],
      providers: [{ provide: CATALOG_CONFIG, useValue: config }, SeedLockRepository, DemoSeedService],
    };
  }
}
