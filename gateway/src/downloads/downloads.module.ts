import { Module } from '@nestjs/common';
import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';

/** Download licences of offline copies (docs/offline.md). */
@Module({
  controllers: [DownloadsController],
  providers: [DownloadsService],
})
export class DownloadsGatewayModule {}
