import { Controller, Get, Query } from '@nestjs/common';
import { VideoPageSchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogMessages, CatalogPatterns, type Principal, type VideoPage } from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { AdminVideosDto } from './video.dto';

@ApiTags('videos')
@Controller('admin/videos')
export class AdminVideosController {
  constructor(private readonly upstream: Upstream) {}

  @AdminOnly()
  @ApiBearerAuth()
  @Get()
  @ApiOperation({ summary: 'Every video with any status, searchable and filterable (admin)' })
  @ApiData(VideoPageSchema)
  async list(@Query() query: AdminVideosDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<VideoPage>> {
    const page = await this.upstream.send(CatalogPatterns.adminListVideos, { ...query }, principal);
    return ok(page, CatalogMessages.videosFetched);
  }
}
