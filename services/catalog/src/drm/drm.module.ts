import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { ContentKeysDoc, ContentKeysSchema } from './content-key.schema';
import { ContentKeysRepository } from './content-keys.repository';
import { ContentKeysService } from './content-keys.service';
import { DrmController } from './drm.controller';

/** Content keys of protected titles (docs/drm.md). */
@Module({})
export class DrmModule {
  static forRoot(
    config: Pick<CatalogConfig, 'DRM_KEK' | 'DEFAULT_PROTECTION' | 'SEED_DEMO_PROTECTION'>,
  ): DynamicModule {
    return {
      module: DrmModule,
      imports: [MongooseModule.forFeature([{ name: ContentKeysDoc.name, schema: ContentKeysSchema }])],
      controllers: [DrmController],
      providers: [ContentKeysRepository, ContentKeysService, { provide: CATALOG_CONFIG, useValue: config }],
      exports: [ContentKeysService],
    };
  }
}
