import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { BannerListSchema, BannerReplySchema, DeleteBannerReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BANNER_IMAGE_KEY,
  BANNER_LIMITS,
  BannerMessages,
  BannerPatterns,
  CatalogPatterns,
  type Banner,
  type BannerList,
  type CreateBannersRequest,
  type DeleteBannerReply,
  type Principal,
  type ReplaceBannerImageRequest,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { readBannerImages, type ReceivedImage } from './banner-images';
import { BannerStorage } from './banner-storage';
import { AdminBannersDto, bannerUploadBody, SetBannerStatusDto, SetBannerTargetDto } from './banners.dto';

const MIME_BY_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

@ApiTags('banners')
@Controller()
export class BannersController {
  constructor(
    private readonly upstream: Upstream,
    private readonly storage: BannerStorage,
  ) {}

  @Public()
  @Get('banners')
  @ApiOperation({ summary: 'Active banners in carousel order (public)' })
  @ApiData(BannerListSchema)
  async listActive(): Promise<ApiResult<BannerList>> {
    const list = await this.upstream.send(BannerPatterns.listActive, {});
    return ok(list, BannerMessages.fetched);
  }

  @AdminOnly()
  @Get('admin/banners')
  @ApiOperation({ summary: 'Every banner, active and inactive, newest first; q searches the image key (admin)' })
  @ApiData(BannerListSchema)
  async listAll(
    @Query() dto: AdminBannersDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<BannerList>> {
    const list = await this.upstream.send(BannerPatterns.listAll, { ...dto }, principal);
    return ok(list, BannerMessages.fetched);
  }

  @Public()
  @Get('banners/images/:key')
  @ApiOperation({ summary: 'A banner image, served from our own origin (public)' })
  @ApiOkResponse({
    description: 'The image',
    content: Object.fromEntries(
      Object.values(MIME_BY_EXT).map((mime) => [mime, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  async image(@Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const match = BANNER_IMAGE_KEY.exec(key);
    if (!match) throw new NotFoundException('Image not found');
    const stream = await this.storage.get(key);
    if (!stream) throw new NotFoundException('Image not found');
    await reply
      .type(MIME_BY_EXT[match[1]!]!)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-site')
      .send(stream);
  }

  @AdminOnly()
  @Post('banners')
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiBody(bannerUploadBody('banners', true))
  @ApiOperation({
    summary: 'Upload 1-10 banner images (repeated field banners; JPEG, PNG or WebP by content; 5 MB each) (admin)',
  })
  @ApiData(BannerListSchema)
  upload(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<ApiResult<BannerList>> {
    return this.bulkUpload(request, principal);
  }

  @AdminOnly()
  @Post('admin/banners')
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiBody(bannerUploadBody('banners', true))
  @ApiOperation({ summary: 'Same as POST /banners (admin)' })
  @ApiData(BannerListSchema)
  adminUpload(
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<BannerList>> {
    return this.bulkUpload(request, principal);
  }

  @AdminOnly()
  @Patch('admin/banners/:id')
  @ApiConsumes('multipart/form-data')
  @ApiBody(bannerUploadBody('banner', false))
  @ApiOperation({
    summary: 'Replace a banner image (field banner; a new image is required); the old object is removed (admin)',
  })
  @ApiData(BannerReplySchema)
  async replaceImage(
    @Param('id', ObjectIdPipe) id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ banner: Banner }>> {
    const [image] = await readBannerImages(request, {
      field: 'banner',
      maxFiles: 1,
      noFileMessage: BannerMessages.newImageRequired,
    });
    const stored = await this.store([image!]);
    try {
      const body: ReplaceBannerImageRequest = { id, image: stored[0]! };
      const banner = await this.upstream.send(BannerPatterns.replaceImage, body, principal);
      return ok({ banner }, BannerMessages.updated);
    } catch (err) {
      await this.storage.removeQuietly([image!.imageKey]);
      throw err;
    }
  }

  @AdminOnly()
  @Patch('banners/:id/status')
  @ApiOperation({ summary: 'Activate or deactivate a banner: {status: active | inactive} (admin)' })
  @ApiData(BannerReplySchema)
  async setStatus(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetBannerStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ banner: Banner }>> {
    const banner = await this.upstream.send(BannerPatterns.setStatus, { id, status: dto.status }, principal);
    return ok({ banner }, banner.status === 'active' ? BannerMessages.activated : BannerMessages.deactivated);
  }

  @AdminOnly()
  @Patch('banners/:id/target')
  @ApiOperation({
    summary:
      'Link a banner to a title, {videoId}, or unlink it, {videoId: null} (admin); the title must be visible (else 404)',
  })
  @ApiData(BannerReplySchema)
  async setTarget(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetBannerTargetDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ banner: Banner }>> {
    // Asked as a viewer would: a hidden or deleted title is not found, so no banner leads nowhere.
    if (dto.videoId) await this.upstream.send(CatalogPatterns.getVideo, { id: dto.videoId }, undefined);
    const banner = await this.upstream.send(BannerPatterns.setTarget, { id, videoId: dto.videoId }, principal);
    return ok({ banner }, BannerMessages.targetSet);
  }

  @AdminOnly()
  @Delete('admin/banners/:id')
  @ApiOperation({ summary: 'Delete a banner and its image object (admin)' })
  @ApiData(DeleteBannerReplySchema)
  async delete(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DeleteBannerReply>> {
    const reply = await this.upstream.send(BannerPatterns.delete, { id }, principal);
    return ok(reply, BannerMessages.deleted);
  }

  private async bulkUpload(request: FastifyRequest, principal: Principal): Promise<ApiResult<BannerList>> {
    const images = await readBannerImages(request, {
      field: 'banners',
      maxFiles: BANNER_LIMITS.maxFilesPerUpload,
      noFileMessage: BannerMessages.noFiles,
    });
    const stored = await this.store(images);
    try {
      const body: CreateBannersRequest = { images: stored };
      const list = await this.upstream.send(BannerPatterns.create, body, principal);
      return ok(list, BannerMessages.uploaded(list.banners.length));
    } catch (err) {
      await this.storage.removeQuietly(images.map((image) => image.imageKey));
      throw err;
    }
  }

  /** Writes every checked image to the bucket; on a failure removes the ones already written. */
  private async store(images: ReceivedImage[]): Promise<CreateBannersRequest['images']> {
    const written: string[] = [];
    try {
      for (const image of images) {
        await this.storage.put(image.imageKey, image.bytes, image.mimeType);
        written.push(image.imageKey);
      }
    } catch (err) {
      await this.storage.removeQuietly(written);
      throw err;
    }
    return images.map(({ bytes: _bytes, ...stored }) => stored);
  }
}
