import {
  BadRequestException,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CatalogPatterns,
  MediaMessages,
  TEXT_TRACK_KINDS,
  TEXT_TRACK_LIMITS,
  TextTrackMessages,
  mediaKeys,
  type Principal,
  type TextTrack,
  type TextTrackKind,
} from '@streamhub/contracts';
import { TextTracksReplySchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { VideoIdPipe } from '../catalog/video-id.pipe';
import { Upstream } from '../kafka/upstream';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { MediaStorage } from './media-storage';
import { readSingleFileForm, type SingleFileForm } from './single-file-form';
import { multipartHttpError } from './video-upload';
import type { CheckedSubtitles } from './subtitle-file';
import { readSubtitleFile, saveTextTrack } from './text-track-upload';

const TEXT_FIELDS = new Set(['lang', 'label', 'kind']);

/** The subtitle form: lang, label, kind, then the file. */
const SUBTITLE_FORM_SCHEMA = {
  type: 'object',
  required: ['lang', 'label', 'kind', 'file'],
  properties: {
    lang: { type: 'string', maxLength: TEXT_TRACK_LIMITS.langMaxLength, example: 'hi' },
    label: { type: 'string', maxLength: TEXT_TRACK_LIMITS.labelMaxLength, example: 'हिन्दी' },
    kind: { type: 'string', enum: [...TEXT_TRACK_KINDS] },
    file: {
      type: 'string',
      format: 'binary',
      description: `SRT or WebVTT, UTF-8 or UTF-16 with BOM, at most ${TEXT_TRACK_LIMITS.maxBytes} bytes`,
    },
  },
};

@ApiTags('videos')
@Controller('videos')
export class TextTracksController {
  constructor(
    private readonly storage: MediaStorage,
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @AdminOnly()
  @ApiBearerAuth()
  @Post(':id/subtitles')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: SUBTITLE_FORM_SCHEMA })
  @ApiBadRequestResponse({
    description:
      'A bad language, label or kind; a file that is not SRT/WebVTT (the message names the line); a cue after the end',
  })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No such video' })
  @ApiPayloadTooLargeResponse({ description: 'A subtitle file over the size cap' })
  @ApiOperation({
    summary:
      'Add subtitles or captions to a video, or replace those of the same language and kind (admin, multipart: ' +
      'lang, label, kind, then file). Checked by content, stored as WebVTT; no re-encode.',
  })
  @ApiData(TextTracksReplySchema)
  async put(
    @Param('id', VideoIdPipe) videoId: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ videoId: string; textTracks: TextTrack[] }>> {
    if (!req.isMultipart()) throw new UnsupportedMediaTypeException(MediaMessages.multipartRequired);
    let form: SingleFileForm<CheckedSubtitles>;
    try {
      form = await readSingleFileForm(req, TEXT_FIELDS, (part) => readSubtitleFile(part.file));
    } catch (err) {
      // A body cut short or a broken boundary is the client's (400), never a 500.
      throw multipartHttpError(err, this.config.UPLOAD_MAX_BYTES);
    }
    const { fields, file: checked, failure } = form;
    if (failure) throw failure;
    if (!checked) throw new BadRequestException(TextTrackMessages.fileRequired);
    const track = { videoId, lang: fields.lang ?? '', label: fields.label ?? '', kind: fields.kind ?? '' };
    const textTracks = await saveTextTrack(this.storage, this.upstream, principal, track, checked);
    return ok({ videoId, textTracks }, TextTrackMessages.saved);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Delete(':id/subtitles/:lang/:kind')
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No such video, or it has no track of that language and kind' })
  @ApiOperation({ summary: "Delete a video's subtitles of one language and kind (admin)" })
  @ApiData(TextTracksReplySchema)
  async remove(
    @Param('id', VideoIdPipe) videoId: string,
    @Param('lang') lang: string,
    @Param('kind') kind: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ videoId: string; textTracks: TextTrack[] }>> {
    const reply = await this.upstream.send(
      CatalogPatterns.deleteTextTrack,
      { videoId, lang: lang.slice(0, TEXT_TRACK_LIMITS.langMaxLength + 1), kind: kind.slice(0, 20) as TextTrackKind },
      principal,
    );
    await this.storage.remove([mediaKeys.textFile(videoId, reply.removedFile)]);
    return ok({ videoId, textTracks: reply.tracks }, TextTrackMessages.deleted);
  }
}
