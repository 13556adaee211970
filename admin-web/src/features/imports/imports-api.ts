import type { ImportFormat, ImportRowError } from '@streamhub/contracts';
import type { ImportDetail, ImportSummary } from '@streamhub/contracts/schemas';
import { api } from '../../app/api';

export interface ImportCheckReply {
  valid: boolean;
  rows: number;
  errors: ImportRowError[];
}

export interface ManifestBody {
  name: string;
  format: ImportFormat;
  manifest: string;
}

/** Bulk import (docs/media.md "Bulk import"): the imports, one import's rows, a manifest's check. */
export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listImports: build.query<ImportSummary[], void>({
      query: () => ({ url: '/imports' }),
      transformResponse: (data: { imports: ImportSummary[] }) => data.imports,
      providesTags: ['Imports'],
    }),
    importDetail: build.query<ImportDetail, string>({
      query: (id) => ({ url: `/imports/${id}` }),
      providesTags: ['Imports'],
    }),
    checkManifest: build.mutation<ImportCheckReply, ManifestBody>({
      query: (body) => ({ url: '/imports/check', method: 'POST', body }),
    }),
  }),
});

export const { useListImportsQuery, useImportDetailQuery, useCheckManifestMutation } = importsApi;

/** A manifest's format by its file name (JSON for .json, else CSV). */
export const formatOf = (name: string): ImportFormat => (name.toLowerCase().endsWith('.json') ? 'json' : 'csv');

/** Whether rows of an import are still on their way (the screen refreshes while they are). */
export const stillRunning = (counts: ImportSummary['counts']): boolean =>
  counts.queued + counts.uploading + counts.encoding > 0;
