import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BadRequestException,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  PayloadTooLargeException,
  Post,
  Req,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  AUDIO_TRACK_LIMITS,
  AudioTrackMessages,
  CatalogPatterns,
  MediaMessages,
  audioDurationMismatchMessage,
  audioFitsVideo,
  audioTrackFile,
  mediaKeys,
  normalizeLanguageTag,
  tooLargeMessage,
  type AudioTrack,
  type Principal,
} from '@streamhub/contracts';
import { AudioTracksReplySchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { VideoIdPipe } from '../catalog/video-id.pipe';
import { Upstream } from '../kafka/upstream';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { sniffUpload } from './content-type';
import { MediaProbe } from './media-probe';
import { MediaStorage } from './media-storage';
import { readSingleFileForm } from './single-file-form';
import { multipartHttpError } from './video-upload';

const AUDIO_FIELDS = new Set(['lang', 'label']);

/** The audio form: lang, label, then the file. */
const AUDIO_FORM_SCHEMA = {
  type: 'object',
  required: ['lang', 'label', 'file'],
  properties: {
    lang: { type: 'string', maxLength: AUDIO_TRACK_LIMITS.langMaxLength, example: 'hi' },
    label: { type: 'string', maxLength: AUDIO_TRACK_LIMITS.labelMaxLength, example: 'हिन्दी' },
    file: {
      type: 'string',
      format: 'binary',
      description:
        'Audio (MP3, AAC/M4A, WAV, FLAC, Ogg, Opus) or a video file whose first audio stream is used; as long as ' +
        `the video (within ${AUDIO_TRACK_LIMITS.durationToleranceSeconds} s or ` +
        `${AUDIO_TRACK_LIMITS.durationTolerance * 100} %); at most the upload size limit`,
    },
  },
};

/** A stored upload to be checked and handed on. */
interface ReceivedAudio {
  lang: string;
  label: string;
  file: string;
  key: string;
}

@ApiTags('videos')
@Controller('videos')
export class AudioTracksController {
  constructor(
    private readonly storage: MediaStorage,
    private readonly probe: MediaProbe,
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @AdminOnly()
  @ApiBearerAuth()
  @Post(':id/audio')
  @HttpCode(202)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: AUDIO_FORM_SCHEMA })
  @ApiAcceptedResponse({ description: "Stored and checked: the worker prepares it (the track's status says how far)" })
  @ApiBadRequestResponse({
    description:
      'A bad language or label; a file that is not media, has no audio stream, or whose length differs from the ' +
      "video's (the message gives both); a video not transcoded yet",
  })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No such video' })
  @ApiPayloadTooLargeResponse({ description: 'A file over the upload size limit' })
  @ApiServiceUnavailableResponse({ description: 'The file could not be checked in time (try again)' })
  @ApiOperation({
    summary:
      'Add an audio language to a transcoded video, or replace the uploaded one of that language (admin, ' +
      'multipart: lang, label, then file). Checked by content (ffprobe: an audio stream, as long as the video); ' +
      'the worker encodes it to the AAC rendition of the ladder and the manifests list it once ready ' +
      "(status and progress on the video's audioTracks); the video renditions are not encoded again. An upload " +
      'in a language the source audio already has takes the place of that stream in the manifests.',
  })
  @ApiData(AudioTracksReplySchema)
  async put(
    @Param('id', VideoIdPipe) videoId: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ videoId: string; audioTracks: AudioTrack[] }>> {
    if (!req.isMultipart()) throw new UnsupportedMediaTypeException(MediaMessages.multipartRequired);
    // The video's length first: nothing is stored for a video that cannot take audio.
    const media = await this.upstream.send(CatalogPatterns.mediaTextTracks, { videoId });
    if (!media.durationSeconds) throw new BadRequestException(AudioTrackMessages.notTranscoded);
    let received: ReceivedAudio | null = null;
    try {
      received = await this.receive(req);
    } catch (err) {
      throw multipartHttpError(err, this.config.UPLOAD_MAX_BYTES);
    }
    if (!received) throw new BadRequestException(AudioTrackMessages.fileRequired);
    const { key, file, lang, label } = received;
    let tracks: AudioTrack[];
    try {
      const found = await this.probe.probe(key);
      if (found.audioStreams === 0) throw new BadRequestException(AudioTrackMessages.noAudioStream);
      if (!audioFitsVideo(found.durationSeconds, media.durationSeconds))
        throw new BadRequestException(audioDurationMismatchMessage(found.durationSeconds, media.durationSeconds));
      tracks = (
        await this.upstream.send(
          CatalogPatterns.putAudioTrack,
          { videoId, lang, label, file, sourceKey: key },
          principal,
        )
      ).tracks;
    } catch (err) {
      await this.storage.remove([key]).catch(() => undefined);
      throw err;
    }
    return ok({ videoId, audioTracks: tracks }, AudioTrackMessages.accepted);
  }

  /** Reads the form: the language and label, then the file, stored as it arrives once its type is known. */
  private async receive(req: FastifyRequest): Promise<ReceivedAudio | null> {
    const { file: received, failure } = await readSingleFileForm(req, AUDIO_FIELDS, (part, fields) =>
      this.store(part.file, fields, () => part.file.truncated),
    );
    if (failure) {
      if (received) await this.storage.remove([received.key]).catch(() => undefined);
      throw failure;
    }
    return received;
  }

  private async store(
    stream: Readable,
    fields: Record<string, string>,
    truncated: () => boolean,
  ): Promise<ReceivedAudio> {
    const lang = normalizeLanguageTag(fields.lang);
    const label = (fields.label ?? '').trim();
    const refuse = (message: string) => {
      stream.resume();
      return new BadRequestException(message);
    };
    // The form sends them first; the file is named after the language.
    if (!lang) throw refuse(AudioTrackMessages.invalidLanguage);
    if (!label) throw refuse(AudioTrackMessages.labelRequired);
    if (label.length > AUDIO_TRACK_LIMITS.labelMaxLength) throw refuse(AudioTrackMessages.labelTooLong);
    const sniffed = await sniffUpload(stream, 'audio');
    if (!sniffed) throw new BadRequestException(AudioTrackMessages.notMedia);
    const file = audioTrackFile(lang, randomBytes(6).toString('hex'));
    const key = mediaKeys.upload(file, 'file');
    try {
      await this.storage.putStream(key, sniffed.body, sniffed.mime, () => {
        if (truncated()) throw new PayloadTooLargeException(tooLargeMessage(this.config.UPLOAD_MAX_BYTES));
      });
    } catch (err) {
      await sniffed.drain();
      throw err;
    }
    return { lang, label, file, key };
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Delete(':id/audio/:lang')
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No such video, or no uploaded audio in that language' })
  @ApiOperation({
    summary: "Delete a video's uploaded audio language (admin); a source stream of that language is listed again",
  })
  @ApiData(AudioTracksReplySchema)
  async remove(
    @Param('id', VideoIdPipe) videoId: string,
    @Param('lang') lang: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ videoId: string; audioTracks: AudioTrack[] }>> {
    const reply = await this.upstream.send(
      CatalogPatterns.deleteAudioTrack,
      { videoId, lang: lang.slice(0, AUDIO_TRACK_LIMITS.langMaxLength + 1) },
      principal,
    );
    return ok({ videoId, audioTracks: reply.tracks }, AudioTrackMessages.deleted);
  }
}
