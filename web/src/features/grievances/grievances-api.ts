import type { FileGrievanceRequest, Grievance, GrievanceOffice, GrievanceReport } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** GET /grievances/office (public). */
export const fetchGrievanceOffice = (signal?: AbortSignal): Promise<GrievanceOffice> =>
  dataOf(api.GET('/api/v1/grievances/office', { signal }));

/** POST /grievances (public; signed in, the grievance is the account's). */
export async function fileGrievance(grievance: FileGrievanceRequest): Promise<Grievance> {
  return (await dataOf(api.POST('/api/v1/grievances', { body: grievance }))).grievance;
}

/** POST /grievances/lookup: status and decision by reference and address. */
export async function lookUpGrievance(reference: string, email: string): Promise<Grievance> {
  return (await dataOf(api.POST('/api/v1/grievances/lookup', { body: { reference, email } }))).grievance;
}

/** POST /grievances/:reference/appeal. */
export async function appealGrievance(reference: string, email: string): Promise<Grievance> {
  return (
    await dataOf(
      api.POST('/api/v1/grievances/{reference}/appeal', { params: { path: { reference } }, body: { email } }),
    )
  ).grievance;
}

/** GET /grievances/report (public counts). */
export const fetchGrievanceReport = (month: string, signal?: AbortSignal): Promise<GrievanceReport> =>
  dataOf(api.GET('/api/v1/grievances/report', { params: { query: { month } }, signal }));
