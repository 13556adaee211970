import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, type Category, type Principal } from '@streamhub/contracts';
import { AdminOnly } from '../auth/roles.decorator';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { CreateCategoryDto, SetCategoryStatusDto } from './category.dto';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly upstream: Upstream) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'List categories' })
  async list(@CurrentPrincipal() principal?: Principal): Promise<ApiResult<{ categories: Category[] }>> {
    const categories = await this.upstream.send(CatalogPatterns.listCategories, {}, principal);
    return ok({ categories }, 'Categories fetched successfully');
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Post()
  @ApiOperation({ summary: 'Create a category (admin)' })
  async create(@Body() dto: CreateCategoryDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<{ category: Category }>> {
    const category = await this.upstream.send(CatalogPatterns.createCategory, dto, principal);
    return ok({ category }, 'Category created successfully');
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Post(':id/status')
  @ApiOperation({ summary: 'Set a category active or inactive (admin)' })
  async setStatus(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetCategoryStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ category: Category }>> {
    const category = await this.upstream.send(CatalogPatterns.setCategoryStatus, { id, status: dto.status }, principal);
    return ok({ category }, `Category ${dto.status === 'active' ? 'activated' : 'deactivated'} successfully`);
  }
}
