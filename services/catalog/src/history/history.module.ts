import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VideosModule } from '../videos/videos.module';
import { HistoryEntryDoc, HistoryEntrySchema } from './history-entry.schema';
import { HistoryController } from './history.controller';
import { HistoryRepository } from './history.repository';
import { HistoryService } from './history.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: HistoryEntryDoc.name, schema: HistoryEntrySchema }]), VideosModule],
  controllers: [HistoryController],
  providers: [HistoryRepository, HistoryService],
})
export class HistoryModule {}
