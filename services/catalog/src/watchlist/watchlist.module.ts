import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VideosModule } from '../videos/videos.module';
import { WatchlistEntryDoc, WatchlistEntrySchema } from './watchlist-entry.schema';
import { WatchlistController } from './watchlist.controller';
import { WatchlistRepository } from './watchlist.repository';
import { WatchlistService } from './watchlist.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: WatchlistEntryDoc.name, schema: WatchlistEntrySchema }]), VideosModule],
  controllers: [WatchlistController],
  providers: [WatchlistRepository, WatchlistService],
})
export class WatchlistModule {}
