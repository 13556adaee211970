import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CatalogPatterns, MediaMessages, type Principal, type Video } from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { MediaStorage } from './media-storage';
import { VideoUpload } from './video-upload';

@ApiTags('videos')
@Controller('videos')
export class UploadController {
  constructor(
    private readonly upload: VideoUpload,
    private readonly storage: MediaStorage,
    private readonly upstream: Upstream,
  ) {}

  @AdminOnly()
  @ApiBearerAuth()
  @Post('upload')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Upload a video (admin, multipart: text fields first, then file, trailer, poster, thumb). ' +
      'Files stream to storage, checked by content; the video is processing until transcoded.',
  })
  async create(
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const { request, keys } = await this.upload.receive(req);
    try {
      const video = await this.upstream.send(CatalogPatterns.uploadVideo, request, principal);
      return ok({ video }, MediaMessages.videoUploaded);
    } catch (err) {
      await this.storage.remove(keys);
      throw err;
    }
  }
}
