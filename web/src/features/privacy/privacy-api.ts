import type {
  ConsentsReply,
  DataExportJob,
  NomineeReply,
  SetNomineeRequest,
  UpdateConsentsRequest,
} from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** GET /privacy/consents → the consents in force and their history (account holder only). */
export async function fetchConsents(): Promise<ConsentsReply> {
  return dataOf(api.GET('/api/v1/privacy/consents'));
}

/** PUT /privacy/consents: gives or withdraws purposes, or agrees to the notice in force; a new record each time. */
export async function updateConsents(change: UpdateConsentsRequest): Promise<ConsentsReply> {
  return dataOf(api.PUT('/api/v1/privacy/consents', { body: change }));
}

/** POST /privacy/exports: the archive is prepared in the background and its link mailed. */
export async function requestDataExport(): Promise<DataExportJob | null> {
  return (await dataOf(api.POST('/api/v1/privacy/exports'))).export;
}

/** GET /privacy/exports/latest → the latest request and its progress (null if none). */
export async function fetchLatestDataExport(): Promise<DataExportJob | null> {
  return (await dataOf(api.GET('/api/v1/privacy/exports/latest'))).export;
}

/** The archive of a signed link (the account holder's own), as a JSON file blob. */
export async function fetchDataExportFile(id: string, expires: number, signature: string): Promise<Blob> {
  // The client hands on a reply without an envelope as its envelope's data: here, the archive.
  const archive: unknown = await dataOf(
    api.GET('/api/v1/privacy/exports/{id}/download', { params: { path: { id }, query: { expires, signature } } }),
  );
  return new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
}

/** GET /privacy/nominee → the person nominated to exercise the account holder's rights (null if none). */
export async function fetchNominee(): Promise<NomineeReply> {
  return dataOf(api.GET('/api/v1/privacy/nominee'));
}

/** PUT /privacy/nominee: name and e-mail set the nominee; both empty remove it. */
export async function saveNominee(nominee: SetNomineeRequest): Promise<NomineeReply> {
  return dataOf(api.PUT('/api/v1/privacy/nominee', { body: nominee }));
}

/** Saves `blob` as a file named `name` (the browser's download). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The id, expiry and signature of a download link's web path (`/privacy/download/<id>?expires=…&signature=…`). */
export function parseDownloadPath(path: string): { id: string; expires: number; signature: string } | null {
  const url = new URL(path, 'http://link.invalid');
  const id = /^\/privacy\/download\/([0-9a-f-]{36})$/.exec(url.pathname)?.[1];
  const expires = Number(url.searchParams.get('expires'));
  const signature = url.searchParams.get('signature') ?? '';
  return id && Number.isInteger(expires) && signature ? { id, expires, signature } : null;
}
