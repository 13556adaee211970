import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller';

/** HTTP routes served by the catalog service. */
@Module({ controllers: [CategoriesController] })
export class CatalogGatewayModule {}
