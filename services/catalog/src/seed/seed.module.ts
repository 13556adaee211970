import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { VideosModule } from '../videos/videos.module';
import { DemoSeedService } from './demo-seed.service';
import { SeedLockDoc, SeedLockSchema } from './seed-lock.schema';
import { SeedLockRepository } from './seed-lock.repository';

@Module({})
export class SeedModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [MongooseModule.forFeature([{ name: SeedLockDoc.name, schema: SeedLockSchema }]), VideosModule],
      providers: [{ provide: CATALOG_CONFIG, useValue: config }, SeedLockRepository, DemoSeedService],
    };
  }
}
