/*
 * Bulk import of a library (docs/media.md "Bulk import"): a manifest (CSV or JSON) names one title
 * per row with its source file; each row is uploaded with the direct-upload path and becomes a
 * title once. The row's external id is the title's unique source key, so a re-run creates nothing twice.
 */

/** Manifest formats the importer reads. */
export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where a row stands: its own steps, then its title's (processing → encoding, active → published). */
export const IMPORT_ROW_STATES = ['queued', 'uploading', 'encoding', 'published', 'failed'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];

export const IMPORT_LIMITS = {
  /** Rows per manifest (a bigger library is imported as several manifests). */
  maxRows: 5_000,
  /** Characters of manifest text (the request body holds at most 1 MiB). */
  maxManifestChars: 900_000,
} as const;

/** The external id a direct upload's title gets when its caller names none: one title per upload. */
export const directUploadExternalId = (uploadId: string): string => `upload:${uploadId}`;

export const ImportMessages = {
  checked: 'Manifest checked',
  created: 'Import queued',
  list: 'Imports',
  detail: 'Import',
  rowUploadStarted: 'Row upload started: send the parts to their signed URLs',
  rowCompleted: 'Row uploaded; its title is encoding',
  notFound: 'No such import',
  rowNotFound: 'No such row in this import',
  rowDone: 'This row already has its title',
  rowNotUploading: 'This row has no upload in progress',
  empty: 'The manifest has no rows',
  unreadable: 'The manifest could not be read',
  tooManyRows: `The manifest has more than ${IMPORT_LIMITS.maxRows} rows; split it`,
  duplicateExternalId: 'Another row of the manifest has the same externalId',
  externalIdInvalid: 'externalId is required: letters, digits and . _ : - (at most 200)',
  sourceInvalid: 'source is required: a file path or an http(s) URL',
  titleRequired: 'title is required',
  genreRequired: 'genre is required',
  typeInvalid: 'type must be movie, episode or series',
  ageRatingInvalid: 'ageRating must be U, U/A 7+, U/A 13+, U/A 16+ or A',
  episodeInvalid: 'episode must be a whole number from 1',
  posterInvalid: 'poster must be an http(s) URL',
  protectionInvalid: 'protection must be protected or clear',
  textTooLong: 'A field is too long',
} as const;

/** One refused row of a manifest: its line (CSV: the file's line; JSON: the array index from 1), field and reason. */
export interface ImportRowError {
  line: number;
  field: string;
  message: string;
}

/** `POST /imports` refuses a manifest with bad rows, all of them named (the check route lists them as data). */
export const importManifestInvalidMessage = (errors: ImportRowError[]): string => {
  const shown = errors
    .slice(0, 20)
    .map((e) => `line ${e.line} (${e.field}): ${e.message}`)
    .join('; ');
  const more = errors.length > 20 ? `; and ${errors.length - 20} more` : '';
  return `The manifest has ${errors.length} bad ${errors.length === 1 ? 'row' : 'rows'}, nothing was queued: ${shown}${more}`;
};
