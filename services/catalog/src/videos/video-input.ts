import {
  CONTENT_PROTECTIONS,
  CONTENT_DESCRIPTORS,
  CatalogMessages,
  DEFAULT_AGE_RATING,
  isAgeRating,
  normaliseAgeRating,
  type AgeRating,
  type ContentDescriptor,
  VIDEO_QUALITIES,
  VIDEO_STATUSES,
  VIDEO_TYPES,
  type CreateVideoRequest,
  type UploadVideoRequest,
  type VideoMarkers,
  markerPairsValid,
  isLocalizedLanguage,
  LOCALIZED_DESCRIPTION_MAX_LENGTH,
  LOCALIZED_TITLE_MAX_LENGTH,
  type LocalizedText,
} from '@streamhub/contracts';
import { localizedSearchKeys } from './localized-search';
import { ServiceError } from '@streamhub/nest-kit';
import type { VideoRecord } from './video-record';
import type { VideoDoc } from './video.schema';

/** A validated, normalised video as the repository stores it. */
export interface NewVideo
  extends
    Omit<
      VideoRecord,
      | '_id'
      | 'episodeSeq'
      | 'sources'
      | 'createdAt'
      | 'progress'
      | 'failureReason'
      | 'stream'
      | 'ageRating'
      | 'contentDescriptors'
      | 'localized'
    >,
    Partial<Pick<VideoDoc, 'sourceKey' | 'trailerSourceKey' | 'externalId'>>,
    Pick<VideoDoc, 'ageRating' | 'contentDescriptors' | 'localized' | 'localizedSearch'> {
  /** null: the next number in its episode group. */
  episodeSeq: number | null;
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function optionalText(v: unknown): string | null {
  const t = text(v);
  return t === '' ? null : t;
}

/** Comma-separated text or a list → trimmed, upper-cased, empties dropped (docs/product.md §5 upload rules). */
export function normaliseList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return items.map((item) => text(item).toUpperCase()).filter((item) => item !== '');
}

// NaN marks a value that is present but not a number.
function numberOrNull(v: unknown): number | null {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? v : Number(text(v));
  return Number.isFinite(n) ? n : NaN;
}

function oneOf<T extends string>(
  v: unknown,
  allowed: readonly T[],
  fallback: T,
  message: string,
  normalise: (s: string) => string,
): T {
  if (blank(v)) return fallback;
  const value = normalise(text(v));
  if (!(allowed as readonly string[]).includes(value)) throw ServiceError.invalid(message);
  return value as T;
}

/** An age rating however it is spelt; `fallback` when none is given, else a missing one is refused. */
export function ageRatingOf(v: unknown, fallback: AgeRating | null = null): AgeRating {
  const rating = blank(v) ? fallback : normaliseAgeRating(text(v));
  if (rating === null || !isAgeRating(rating)) throw ServiceError.invalid(CatalogMessages.invalidAgeRating);
  return rating;
}

/** Descriptors as a list or comma-separated text → known ones only, each once, in the Code's order. */
export function normaliseDescriptors(v: unknown): ContentDescriptor[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : blank(v) ? [] : [v];
  const given = new Set(items.map((item) => text(item).toLowerCase()).filter((item) => item !== ''));
  const known = CONTENT_DESCRIPTORS.filter((d) => given.delete(d));
  if (given.size > 0) throw ServiceError.invalid(CatalogMessages.invalidContentDescriptors);
  return known;
}

/** An admin's markers as sent (seconds or null each); invalid unless each pair is whole and in order. */
export function markersOf(input: unknown): VideoMarkers {
  const m = (input ?? {}) as Record<string, unknown>;
  const seconds = (v: unknown): number | null => {
    if (v === null || v === undefined) return null;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw ServiceError.invalid(CatalogMessages.invalidMarkers);
    return Math.round(v * 1000) / 1000;
  };
  const markers = {
    introStart: seconds(m.introStart),
    introEnd: seconds(m.introEnd),
    recapStart: seconds(m.recapStart),
    recapEnd: seconds(m.recapEnd),
  };
  if (!markerPairsValid(markers)) throw ServiceError.invalid(CatalogMessages.invalidMarkers);
  return { ...markers, source: 'admin' };
}

/**
 * A title's translations as sent (docs/i18n.md): one per language other than English, each a title
 * of 1–200 characters and a synopsis of at most 2000 (may be empty); null or absent: none.
 */
export function localizedOf(v: unknown): LocalizedText[] {
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) throw ServiceError.invalid(CatalogMessages.invalidLocalizedText);
  const seen = new Set<string>();
  return v.map((entry: unknown) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (!isLocalizedLanguage(e.lang) || seen.has(e.lang))
      throw ServiceError.invalid(CatalogMessages.invalidLocalizedLanguage);
    seen.add(e.lang);
    const title = typeof e.title === 'string' ? e.title.trim() : '';
    const description = e.description === undefined || e.description === null ? '' : e.description;
    if (
      title === '' ||
      title.length > LOCALIZED_TITLE_MAX_LENGTH ||
      typeof description !== 'string' ||
      description.trim().length > LOCALIZED_DESCRIPTION_MAX_LENGTH
    ) {
      throw ServiceError.invalid(CatalogMessages.invalidLocalizedText);
    }
    return { lang: e.lang, title, description: description.trim() };
  });
}

/** Translations with what search finds them by (the repository stores both). */
export function localizedFields(v: unknown): { localized: LocalizedText[]; localizedSearch: string[] } {
  const localized = localizedOf(v);
  return { localized, localizedSearch: localizedSearchKeys(localized) };
}

/** Validates the upload form's metadata like the form does (docs/product.md §5) and normalises it for storage. */
export function normaliseVideoInput(
  input:
    | Partial<CreateVideoRequest & Pick<UploadVideoRequest, 'sourceKey' | 'trailerSourceKey' | 'externalId'>>
    | null
    | undefined,
): NewVideo {
  const body = input ?? {};
  const videoTitle = text(body.videoTitle).toUpperCase();
  const genre = text(body.genre).toUpperCase();
  if (!videoTitle || !genre) throw ServiceError.invalid(CatalogMessages.requiredFields);

  const imdbRating = numberOrNull(body.imdbRating);
  if (imdbRating !== null && (Number.isNaN(imdbRating) || imdbRating < 0 || imdbRating > 10)) {
    throw ServiceError.invalid(CatalogMessages.invalidRating);
  }
  const runtime = numberOrNull(body.runtimeMinutes);
  if (runtime !== null && (Number.isNaN(runtime) || runtime < 0))
    throw ServiceError.invalid(CatalogMessages.invalidRuntime);

  let releaseDate: Date | null = null;
  if (!blank(body.releaseDate)) {
    releaseDate = new Date(text(body.releaseDate));
    if (Number.isNaN(releaseDate.getTime())) throw ServiceError.invalid(CatalogMessages.invalidReleaseDate);
  }

  const seq = numberOrNull(body.episodeSeq);
  if (seq !== null && (Number.isNaN(seq) || !Number.isInteger(seq) || seq < 1)) {
    throw ServiceError.invalid(CatalogMessages.invalidEpisodeSeq);
  }

  const quality = oneOf(body.quality, VIDEO_QUALITIES, 'HD', CatalogMessages.invalidQuality, (s) => s.toUpperCase());
  const videoType = oneOf(body.videoType, VIDEO_TYPES, 'movie', CatalogMessages.invalidVideoType, (s) =>
    s.toLowerCase(),
  );
  const sourceKey = optionalText(body.sourceKey);
  // An uploaded video is playable only once transcoded.
  const status = sourceKey
    ? 'processing'
    : oneOf(body.status, VIDEO_STATUSES, 'active', CatalogMessages.invalidStatus, (s) => s.toLowerCase());

  return {
    videoTitle,
    // Every video belongs to a named group; a movie without one is its own group.
    episodeName: text(body.episodeName).toUpperCase() || videoTitle,
    description: text(body.description),
    genre,
    actors: normaliseList(body.actors),
    writers: normaliseList(body.writers),
    countries: normaliseList(body.countries),
    languages: normaliseList(body.languages),
    // The form's step is 0.1.
    imdbRating: imdbRating === null ? null : Math.round(imdbRating * 10) / 10,
    releaseDate,
    releaseYear: releaseDate ? releaseDate.getUTCFullYear() : null,
    runtimeMinutes: runtime ?? 0,
    quality,
    videoType,
    ageRating: ageRatingOf(body.ageRating, DEFAULT_AGE_RATING),
    contentDescriptors: normaliseDescriptors(body.contentDescriptors),
    episodeSeq: seq,
    poster: optionalText(body.poster),
    thumb: optionalText(body.thumb),
    trailer: optionalText(body.trailer),
    status,
    protection: oneOf(body.protection, CONTENT_PROTECTIONS, 'clear', CatalogMessages.invalidProtection, (s) =>
      s.toLowerCase(),
    ),
    sourceKey,
    trailerSourceKey: optionalText(body.trailerSourceKey),
    // Only an uploaded source has a source key (unique: absent, not null, on the others).
    ...(sourceKey && optionalText(body.externalId) ? { externalId: optionalText(body.externalId)! } : {}),
    ...localizedFields(body.localized),
  };
}
