import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { VideoReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CatalogPatterns, MediaMessages, type Principal, type Video } from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import { MediaStorage } from './media-storage';
import { saveTextTrack } from './text-track-upload';
import {
  SUBTITLE_FILE_FIELD,
  SUBTITLE_TRACKS_FIELD,
  UPLOAD_MAX_SUBTITLES,
  UPLOAD_PART_LIMITS,
  UPLOAD_TEXT_FIELDS,
  VideoUpload,
} from './video-upload';

const text = { type: 'string', maxLength: UPLOAD_PART_LIMITS.fieldSize };
const file = { type: 'string', format: 'binary' };

/** The upload form of docs/product.md §7: text fields first, then the files. */
const UPLOAD_FORM_SCHEMA = {
  type: 'object',
  required: ['videoTitle', 'genre', 'file'],
  properties: {
    ...Object.fromEntries([...UPLOAD_TEXT_FIELDS].map((name) => [name, text])),
    file,
    trailer: file,
    poster: file,
    thumb: file,
    [SUBTITLE_TRACKS_FIELD]: {
      ...text,
      description: 'JSON list of { lang, label, kind }, one per subtitle file, in the same order',
      example: '[{"lang":"hi","label":"हिन्दी","kind":"subtitles"}]',
    },
    [SUBTITLE_FILE_FIELD]: {
      type: 'array',
      items: file,
      maxItems: UPLOAD_MAX_SUBTITLES,
      description: 'SRT or WebVTT files (after the other files)',
    },
  },
};

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
  @ApiBody({ schema: UPLOAD_FORM_SCHEMA })
  @ApiCreatedResponse({ description: 'The video, processing until transcoded' })
  @ApiBadRequestResponse({ description: 'Missing title, genre or file; a field that breaks the form rules' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiPayloadTooLargeResponse({ description: 'A video over UPLOAD_MAX_BYTES or an image over IMAGE_MAX_BYTES' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Not multipart, or a file whose content is not what its field takes',
  })
  @ApiOperation({
    summary:
      'Upload a video (admin, multipart: text fields first, then file, trailer, poster, thumb, and subtitle ' +
      'files described by subtitleTracks). ' +
      'Files stream to storage, checked by content; the video is processing until transcoded.',
  })
  @ApiData(VideoReplySchema)
  async create(
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const { request, subtitles, keys } = await this.upload.receive(req);
    let video: Video;
    try {
      video = await this.upstream.send(CatalogPatterns.uploadVideo, request, principal);
    } catch (err) {
      await this.storage.remove(keys);
      throw err;
    }
    // Checked already; stored now that the video exists (its runtime is not known until transcoded).
    for (const { checked, ...track } of subtitles) {
      const textTracks = await saveTextTrack(
        this.storage,
        this.upstream,
        principal,
        { videoId: video._id, ...track },
        checked,
      );
      video = { ...video, textTracks };
    }
    return ok({ video }, MediaMessages.videoUploaded);
  }
}
