import { Module, type DynamicModule } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CLOCK } from '../access/access.service';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { DownloadAccountDoc, DownloadAccountSchema } from './download.schema';
import { DownloadsController } from './downloads.controller';
import { DownloadsRepository } from './downloads.repository';
import { DownloadsService } from './downloads.service';

/** Download licences of offline copies (docs/offline.md). */
@Module({})
export class DownloadsModule {
  static forRoot(
    config: Pick<CatalogConfig, 'DOWNLOAD_LICENCE_SECONDS' | 'DOWNLOAD_PLAY_WINDOW_SECONDS'>,
  ): DynamicModule {
    return {
      module: DownloadsModule,
      imports: [MongooseModule.forFeature([{ name: DownloadAccountDoc.name, schema: DownloadAccountSchema }])],
      controllers: [DownloadsController],
      providers: [
        DownloadsRepository,
        DownloadsService,
        { provide: CATALOG_CONFIG, useValue: config },
        { provide: CLOCK, useValue: () => new Date() },
      ],
    };
  }
}
