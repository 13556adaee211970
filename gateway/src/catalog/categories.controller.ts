import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CategoryListSchema, CategoryReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogMessages, CatalogPatterns, type Category, type Principal } from '@streamhub/contracts';
import { AdminOnly } from '../auth/roles.decorator';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { CachedReply } from './cached-reply';
import { CATALOG_CACHE } from './catalog-cache-invalidator';
import type { ResponseCache } from './response-cache';
import { CreateCategoryDto, SetCategoryStatusDto } from './category.dto';

/**
 * Categories (docs/product.md §7). The list is public and cached like the video lists; catalog's category
 * events drop the cache on every replica, and a write also drops this replica's at once so the
 * admin who made it reads it back.
 */
@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(
    private readonly upstream: Upstream,
    private readonly cached: CachedReply,
    @Inject(CATALOG_CACHE) private readonly cache: ResponseCache,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every category, active and inactive, by name (cached)' })
  @ApiOkResponse({ description: 'The categories' })
  @ApiData(CategoryListSchema)
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cached.send(req, reply, async () => {
      const categories = await this.upstream.send(CatalogPatterns.listCategories, {});
      return ok({ categories }, CatalogMessages.categoriesFetched);
    });
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Post()
  @ApiOperation({ summary: 'Create a category, active (admin); names are unique ignoring case' })
  @ApiCreatedResponse({ description: 'The new category' })
  @ApiData(CategoryReplySchema)
  async create(
    @Body() dto: CreateCategoryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ category: Category }>> {
    const category = await this.upstream.send(CatalogPatterns.createCategory, { name: dto.name }, principal);
    this.cache.invalidate();
    return ok({ category }, CatalogMessages.categoryCreated);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Post(':id/status')
  @ApiOperation({ summary: 'Set a category active or inactive (admin); inactive ones leave the genre options' })
  @ApiCreatedResponse({ description: 'The category with its new status' })
  @ApiData(CategoryReplySchema)
  async setStatus(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetCategoryStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ category: Category }>> {
    const category = await this.upstream.send(CatalogPatterns.setCategoryStatus, { id, status: dto.status }, principal);
    this.cache.invalidate();
    return ok(
      { category },
      category.status === 'active' ? CatalogMessages.categoryActivated : CatalogMessages.categoryDeactivated,
    );
  }
}
