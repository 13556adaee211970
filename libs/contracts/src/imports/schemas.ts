import { z } from 'zod';
import { AGE_RATINGS, VIDEO_TYPES } from '../catalog/constants';
import { CONTENT_PROTECTIONS } from '../drm/constants';
import { IMPORT_FORMATS, IMPORT_LIMITS, IMPORT_ROW_STATES, ImportMessages } from './constants';

/*
 * Bulk import (docs/media.md "Bulk import"): one manifest row per title. CSV cells arrive as text,
 * JSON values may be numbers; blanks mean "not given".
 */

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const text = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: ImportMessages.textTooLong }).optional());
const required = (max: number, error: string) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? '',
    z.string({ error }).trim().min(1, { error }).max(max, { error: ImportMessages.textTooLong }),
  );
const oneOf = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error }).optional());

/** One title of a manifest, as the operator writes it (CSV header names = these keys). */
export const ImportRowSchema = z
  .object({
    externalId: z.preprocess(
      (v) => blankToUndefined(typeof v === 'number' ? String(v) : v) ?? '',
      z.string({ error: ImportMessages.externalIdInvalid }).regex(/^[\w.:-]{1,200}$/, {
        error: ImportMessages.externalIdInvalid,
      }),
    ),
    source: z.preprocess(
      (v) => blankToUndefined(v) ?? '',
      z
        .string({ error: ImportMessages.sourceInvalid })
        .trim()
        .min(1, { error: ImportMessages.sourceInvalid })
        .max(2000, { error: ImportMessages.sourceInvalid })
        .refine((s) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(s) || /^https?:\/\//i.test(s), {
          error: ImportMessages.sourceInvalid,
        }),
    ),
    title: required(500, ImportMessages.titleRequired),
    genre: required(200, ImportMessages.genreRequired),
    type: oneOf(VIDEO_TYPES, ImportMessages.typeInvalid),
    ageRating: oneOf(AGE_RATINGS, ImportMessages.ageRatingInvalid),
    language: text(200),
    description: text(10_000),
    series: text(500),
    episode: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: ImportMessages.episodeInvalid })
        .int({ error: ImportMessages.episodeInvalid })
        .min(1, { error: ImportMessages.episodeInvalid })
        .max(100_000, { error: ImportMessages.episodeInvalid })
        .optional(),
    ),
    poster: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(2000, { error: ImportMessages.posterInvalid })
        .regex(/^https?:\/\/\S+$/i, { error: ImportMessages.posterInvalid })
        .optional(),
    ),
    protection: oneOf(CONTENT_PROTECTIONS, ImportMessages.protectionInvalid),
  })
  .meta({ id: 'ImportRow', description: 'One title of an import manifest' });
export type ImportRow = z.output<typeof ImportRowSchema>;

export const ImportRowErrorSchema = z
  .object({
    line: z.int().meta({ description: "CSV: the file's line; JSON: the row's place in the array, from 1" }),
    field: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ImportRowError' });

export const ImportManifestBodySchema = z.strictObject({
  name: z
    .string({ error: ImportMessages.unreadable })
    .trim()
    .min(1, { error: ImportMessages.unreadable })
    .max(300, { error: ImportMessages.unreadable })
    .meta({ description: 'The manifest file name, shown on the Import screen' }),
  format: z.enum(IMPORT_FORMATS, { error: ImportMessages.unreadable }),
  manifest: z
    .string({ error: ImportMessages.unreadable })
    .max(IMPORT_LIMITS.maxManifestChars, { error: ImportMessages.unreadable })
    .meta({ description: 'The manifest text: CSV with a header row, or a JSON array of rows' }),
});
export type ImportManifestBody = z.output<typeof ImportManifestBodySchema>;

export const ImportCheckSchema = z
  .object({
    valid: z.boolean(),
    rows: z.int().meta({ description: 'Rows read' }),
    errors: z.array(ImportRowErrorSchema),
    sources: z
      .array(z.object({ line: z.int(), externalId: z.string(), source: z.string() }))
      .meta({ description: 'The good rows: where the importer reads each file' }),
  })
  .meta({ id: 'ImportCheck' });

export const ImportRowStatusSchema = z
  .object({
    line: z.int(),
    externalId: z.string(),
    title: z.string(),
    source: z.string().meta({ description: 'The file path or URL the importer reads' }),
    state: z.enum(IMPORT_ROW_STATES),
    progress: z
      .number()
      .nullable()
      .meta({ description: 'Percent: of the bytes stored while uploading, of the encode while encoding' }),
    reason: z.string().nullable().meta({ description: 'Why the row failed' }),
    uploadId: z.string().nullable(),
    videoId: z.string().nullable(),
  })
  .meta({ id: 'ImportRowStatus' });
export type ImportRowStatus = z.output<typeof ImportRowStatusSchema>;

const ImportCountsSchema = z.object(
  Object.fromEntries(IMPORT_ROW_STATES.map((s) => [s, z.int()])) as Record<
    (typeof IMPORT_ROW_STATES)[number],
    z.ZodInt
  >,
);

export const ImportSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    rows: z.int(),
    counts: ImportCountsSchema,
  })
  .meta({ id: 'ImportSummary' });
export type ImportSummary = z.output<typeof ImportSummarySchema>;

export const ImportDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    rows: z.array(ImportRowStatusSchema),
    counts: ImportCountsSchema,
  })
  .meta({ id: 'ImportDetail' });
export type ImportDetail = z.output<typeof ImportDetailSchema>;

export const ImportListSchema = z.object({ imports: z.array(ImportSummarySchema) });
