import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesOutbox, outboxRelay } from '../outbox/outbox-relays';
import { CategoriesController } from './categories.controller';
import { CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';
import { CategoryDoc, CategorySchema } from './category.schema';

/** Categories with their outbox relay; videos read the category keys for the genre options. */
@Module({
  imports: [MongooseModule.forFeature([{ name: CategoryDoc.name, schema: CategorySchema }])],
  controllers: [CategoriesController],
  providers: [
    CategoriesRepository,
    CategoriesService,
    outboxRelay(CategoriesOutbox, 'catalog.categories', CategoriesRepository),
  ],
  exports: [CategoriesRepository],
})
export class CategoriesModule {}
