import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import {
  CatalogMessages,
  MediaMessages,
  imageTooLargeMessage,
  imageUrl,
  mediaKeys,
  tooLargeMessage,
  LANGUAGE_TAG_PATTERN,
  TEXT_TRACK_LIMITS,
  TextTrackMessages,
  isTextTrackKind,
  type UploadVideoRequest,
} from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { sniffUpload, type UploadKind } from './content-type';
import type { CheckedSubtitles } from './subtitle-file';
import { readSubtitleFile } from './text-track-upload';
import { MediaStorage } from './media-storage';

/** File fields of the upload form (docs/product.md §7) and what each must contain. */
const FILE_FIELDS: Record<string, UploadKind> = { file: 'video', trailer: 'video', poster: 'image', thumb: 'image' };
/** The form's text field that describes its subtitle files: a JSON list of { lang, label, kind }, in file order. */
export const SUBTITLE_TRACKS_FIELD = 'subtitleTracks';
/** The form's file field of subtitle files (repeated, one per entry of subtitleTracks). */
export const SUBTITLE_FILE_FIELD = 'subtitle';
/** Subtitle files one upload may carry (more can be added from Manage Videos). */
export const UPLOAD_MAX_SUBTITLES = 8;

/** Text fields of the upload form (docs/product.md §7). */
export const UPLOAD_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'videoTitle',
  'episodeName',
  'description',
  'genre',
  'actors',
  'writers',
  'countries',
  'languages',
  'imdbRating',
  'releaseDate',
  'videoType',
  'runtimeMinutes',
  'quality',
  'episodeSeq',
  'ageRating',
  'contentDescriptors',
  // `protected` or `clear` (docs/drm.md).
  'protection',
  SUBTITLE_TRACKS_FIELD,
]);

/** Multipart limits besides the file size (the form has 18 fields, 4 files and up to 8 subtitle files). */
export const UPLOAD_PART_LIMITS = {
  fields: 21,
  files: 4 + UPLOAD_MAX_SUBTITLES,
  parts: 40,
  fieldSize: 10_000,
  fieldNameSize: 40,
  headerPairs: 50,
};

/** A subtitle file sent with the video: checked, to be stored once the video exists. */
export interface UploadedSubtitles {
  lang: string;
  label: string;
  kind: string;
  checked: CheckedSubtitles;
}

export interface ReceivedUpload {
  request: UploadVideoRequest;
  subtitles: UploadedSubtitles[];
  /** Every object stored for this upload, to remove if catalog refuses it. */
  keys: string[];
}

const blank = (v: string | undefined): boolean => v === undefined || v.trim() === '';

/**
 * Reads the upload form as it arrives: text fields into the request, each file straight into
 * object storage (checked by its first bytes, never buffered whole). Fields must come before the
 * files (browsers send FormData in insertion order, and the form appends files last), so a form
 * without title or genre is refused before any video byte is stored.
 */
@Injectable()
export class VideoUpload {
  constructor(
    private readonly storage: MediaStorage,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async receive(req: FastifyRequest): Promise<ReceivedUpload> {
    if (!req.isMultipart()) throw new UnsupportedMediaTypeException(MediaMessages.multipartRequired);
    const uploadId = randomUUID();
    const fields: Record<string, string> = {};
    const files: Record<string, string> = {};
    const keys: string[] = [];
    const subtitleFiles: CheckedSubtitles[] = [];
    let failure: unknown;
    try {
      for await (const part of req.parts()) {
        if (failure) {
          // Read the rest of the body so the client gets the answer rather than a reset connection.
          if (part.type === 'file') part.file.resume();
          continue;
        }
        try {
          if (part.type === 'field') this.field(part, fields);
          else if (part.fieldname === SUBTITLE_FILE_FIELD) await this.subtitle(part, subtitleFiles);
          else await this.file(part, fields, files, keys, uploadId);
        } catch (err) {
          failure = err;
          if (part.type === 'file' && !part.file.readableEnded) part.file.resume();
        }
      }
    } catch (err) {
      failure ??= err;
    }
    let subtitles: UploadedSubtitles[];
    try {
      if (failure) throw this.asHttpError(failure);
      if (blank(fields.videoTitle) || blank(fields.genre))
        throw new BadRequestException(CatalogMessages.requiredFields);
      if (!files.file) throw new BadRequestException(MediaMessages.fileRequired);
      subtitles = subtitlesOf(fields[SUBTITLE_TRACKS_FIELD], subtitleFiles);
    } catch (err) {
      await this.storage.remove(keys);
      throw err;
    }
    const { [SUBTITLE_TRACKS_FIELD]: _tracks, ...metadata } = fields;
    const request: UploadVideoRequest = {
      ...metadata,
      videoTitle: fields.videoTitle!,
      genre: fields.genre!,
      sourceKey: files.file,
      trailerSourceKey: files.trailer ?? null,
      poster: files.poster ? imageUrl(files.poster) : null,
      thumb: files.thumb ? imageUrl(files.thumb) : null,
    };
    return { request, subtitles, keys };
  }

  /** A subtitle file: read (capped) and checked by content now, stored once the video exists. */
  private async subtitle(part: MultipartFile, subtitles: CheckedSubtitles[]): Promise<void> {
    if (!part.filename) {
      part.file.resume();
      return;
    }
    if (subtitles.length >= UPLOAD_MAX_SUBTITLES) throw new BadRequestException(TextTrackMessages.tooManyTracks);
    subtitles.push(await readSubtitleFile(part.file));
  }

  private field(part: Exclude<Multipart, MultipartFile>, fields: Record<string, string>): void {
    // A part without a Content-Disposition name (a malformed body) names no field.
    if (typeof part.fieldname !== 'string') throw new BadRequestException(MediaMessages.malformedMultipart);
    if (!UPLOAD_TEXT_FIELDS.has(part.fieldname))
      throw new BadRequestException(`${MediaMessages.unknownField}: ${part.fieldname.slice(0, 40)}`);
    if (part.valueTruncated || part.fieldnameTruncated) throw new BadRequestException(MediaMessages.fieldTooLong);
    const value = String(part.value ?? '');
    // Empty values are omitted by the form; treat a sent empty one the same way.
    if (value.trim() !== '') fields[part.fieldname] = value;
  }

  private async file(
    part: MultipartFile,
    fields: Record<string, string>,
    files: Record<string, string>,
    keys: string[],
    uploadId: string,
  ): Promise<void> {
    if (typeof part.fieldname !== 'string') throw new BadRequestException(MediaMessages.malformedMultipart);
    const kind = FILE_FIELDS[part.fieldname];
    if (!kind) throw new BadRequestException(`${MediaMessages.unknownField}: ${part.fieldname.slice(0, 40)}`);
    if (!part.filename) {
      part.file.resume(); // an empty file input
      return;
    }
    if (files[part.fieldname]) throw new BadRequestException(MediaMessages.duplicateFile);
    if (blank(fields.videoTitle) || blank(fields.genre)) throw new BadRequestException(CatalogMessages.requiredFields);
    // Images have a cap of their own, far below the video one (which multipart enforces).
    const imageMax = this.config.IMAGE_MAX_BYTES;
    const sniffed = await sniffUpload(part.file, kind, kind === 'image' ? imageMax : undefined);
    if (!sniffed)
      throw new UnsupportedMediaTypeException(kind === 'video' ? MediaMessages.notAVideo : MediaMessages.notAnImage);
    const name =
      kind === 'image' ? `${uploadId}-${part.fieldname}.${sniffed.ext === 'jpg' ? 'jpg' : sniffed.ext}` : null;
    const key = name ? mediaKeys.image(name) : mediaKeys.upload(uploadId, part.fieldname);
    keys.push(key);
    try {
      await this.storage.putStream(key, sniffed.body, sniffed.mime, () => {
        if (sniffed.overLimit()) throw new PayloadTooLargeException(imageTooLargeMessage(imageMax));
        // Past the size limit the part ends early and is marked truncated: it is not stored.
        if (part.file.truncated) throw new PayloadTooLargeException(tooLargeMessage(this.config.UPLOAD_MAX_BYTES));
      });
    } catch (err) {
      // Storage failed half-way: read the rest, so the client gets the 503 (the file stream is
      // held by the content check's reader, so resuming it would not).
      await sniffed.drain();
      throw err;
    }
    files[part.fieldname] = name ?? key;
  }

  /** Errors of @fastify/multipart and busboy become the 4xx the client can act on. */
  private asHttpError(err: unknown): unknown {
    return multipartHttpError(err, this.config.UPLOAD_MAX_BYTES);
  }
}

/**
 * Errors of @fastify/multipart and busboy as the 4xx the client can act on (a body cut short, a
 * broken boundary, too many parts, a file over `maxBytes`); anything else as it is.
 */
export function multipartHttpError(err: unknown, maxBytes: number): unknown {
  if (err instanceof HttpException) return err;
  const code = (err as { code?: unknown })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(tooLargeMessage(maxBytes));
  // The client went away mid-upload (nobody reads this answer, but it is no server error).
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET') {
    return new BadRequestException(MediaMessages.uploadInterrupted);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new PayloadTooLargeException(MediaMessages.tooManyParts);
  }
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new BadRequestException(MediaMessages.malformedMultipart);
  if (err instanceof Error && /multipart|boundary|Unexpected end of form|Malformed/i.test(err.message)) {
    return new BadRequestException(MediaMessages.malformedMultipart);
  }
  return err;
}

/**
 * The subtitle files of an upload with what subtitleTracks says of each (language, label, kind),
 * checked before the video is created so a bad entry refuses the whole upload.
 */
export function subtitlesOf(field: string | undefined, files: CheckedSubtitles[]): UploadedSubtitles[] {
  if (field === undefined && files.length === 0) return [];
  let entries: unknown;
  try {
    entries = field === undefined ? [] : JSON.parse(field);
  } catch {
    throw new BadRequestException(TextTrackMessages.invalidTracksField);
  }
  if (!Array.isArray(entries)) throw new BadRequestException(TextTrackMessages.invalidTracksField);
  if (entries.length !== files.length) throw new BadRequestException(TextTrackMessages.tracksMismatch);
  return entries.map((entry: unknown, i) => {
    const { lang, label, kind } = (entry ?? {}) as Record<string, unknown>;
    if (typeof lang !== 'string' || !LANGUAGE_TAG_PATTERN.test(lang))
      throw new BadRequestException(TextTrackMessages.invalidLanguage);
    if (typeof label !== 'string' || label.trim() === '')
      throw new BadRequestException(TextTrackMessages.labelRequired);
    if (label.trim().length > TEXT_TRACK_LIMITS.labelMaxLength)
      throw new BadRequestException(TextTrackMessages.labelTooLong);
    if (!isTextTrackKind(kind)) throw new BadRequestException(TextTrackMessages.invalidKind);
    return { lang, label: label.trim(), kind, checked: files[i]! };
  });
}
