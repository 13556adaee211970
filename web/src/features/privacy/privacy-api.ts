import type { ConsentsReply, DataExport, UpdateConsentsRequest } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** GET /privacy/consents → the consents in force and their history (account holder only). */
export async function fetchConsents(): Promise<ConsentsReply> {
  return dataOf(api.GET('/api/v1/privacy/consents'));
}

/** PUT /privacy/consents: gives or withdraws purposes, or agrees to the notice in force; a new record each time. */
export async function updateConsents(change: UpdateConsentsRequest): Promise<ConsentsReply> {
  return dataOf(api.PUT('/api/v1/privacy/consents', { body: change }));
}

/** GET /privacy/export → what every service holds about the account and its profiles, as one JSON document. */
export async function fetchDataExport(): Promise<DataExport> {
  return dataOf(api.GET('/api/v1/privacy/export'));
}
