import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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

  @MessagePattern(CatalogPatterns.listCategories)
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @MessagePattern(CatalogPatterns.createCategory)
  create(@Payload() request: RpcRequest<CreateCategoryRequest>): Promise<Category> {
    return this.categories.create(request.body.name);
  }

  @MessagePattern(CatalogPatterns.setCategoryStatus)
  setStatus(@Payload() request: RpcRequest<SetCategoryStatusRequest>): Promise<Category> {
    return this.categories.setStatus(request.body.id, request.body.status);
  }
}
