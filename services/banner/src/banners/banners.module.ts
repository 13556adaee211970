import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BannerDoc, BannerSchema } from './banner.schema';
import { BannerObjects } from './banner-storage';
import { BannersController } from './banners.controller';
import { BannersRepository } from './banners.repository';
import { BannersService } from './banners.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: BannerDoc.name, schema: BannerSchema }])],
  controllers: [BannersController],
  providers: [BannersRepository, BannersService, BannerObjects],
})
export class BannersModule {}
