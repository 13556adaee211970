import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogPatterns, DrmMessages, type Principal, type ProtectionStatus } from '@streamhub/contracts';
import { ProtectionStatusSchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { VideoIdPipe } from '../catalog/video-id.pipe';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';

/** Protecting an existing clear title by re-packaging its stored renditions (docs/drm.md). */
@ApiTags('drm')
@Controller('admin/videos')
export class ProtectionController {
  constructor(private readonly upstream: Upstream) {}

  @AdminOnly()
  @ApiBearerAuth()
  @Get(':id/protection')
  @ApiOperation({ summary: "A title's protection and the state of its last re-package (admin)" })
  @ApiNotFoundResponse({ description: 'No such video' })
  @ApiData(ProtectionStatusSchema)
  async status(
    @Param('id', VideoIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<ProtectionStatus>> {
    const status = await this.upstream.send(CatalogPatterns.protectionStatus, { videoId: id }, principal);
    return ok(status, DrmMessages.protectionStatus);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Post(':id/protection')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Protect a clear, transcoded title (admin): its stored renditions and uploaded audio languages are ' +
      're-packaged encrypted with its keys, no re-encode. Idempotent: a title already protected, or whose ' +
      're-package is queued, is answered with its status and nothing more is queued. Poll GET for the outcome',
  })
  @ApiAcceptedResponse({ description: 'Queued (or already protected / queued): the status' })
  @ApiBadRequestResponse({ description: 'The title is not transcoded, or content protection is not configured' })
  @ApiNotFoundResponse({ description: 'No such video' })
  @ApiData(ProtectionStatusSchema)
  async protect(
    @Param('id', VideoIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<ProtectionStatus>> {
    const status = await this.upstream.send(CatalogPatterns.protectTitle, { videoId: id }, principal);
    const message =
      status.protection === 'protected' && status.repackage?.status !== 'queued'
        ? DrmMessages.alreadyProtected
        : DrmMessages.repackageQueued;
    return ok(status, message);
  }
}
