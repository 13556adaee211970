import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  CatalogPatterns,
  type Category,
  type CreateCategoryRequest,
  type RpcRequest,
  type SetCategoryStatusRequest,
} from '@streamhub/contracts';
import { CategoriesService } from './categories.service';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @RpcHandler(CatalogPatterns.listCategories)
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @RpcHandler(CatalogPatterns.createCategory)
  create(@Payload() request: RpcRequest<CreateCategoryRequest>): Promise<Category> {
    return this.categories.create(request.body?.name);
  }

  @RpcHandler(CatalogPatterns.setCategoryStatus)
  setStatus(@Payload() request: RpcRequest<SetCategoryStatusRequest>): Promise<Category> {
    return this.categories.setStatus(request.body?.id, request.body?.status);
  }
}
