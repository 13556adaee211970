import type { FileGrievanceRequest, Grievance, GrievanceOffice, GrievanceReport } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

/** GET /grievances/office (public). */
export const fetchGrievanceOffice = (signal?: AbortSignal): Promise<GrievanceOffice> =>
  api.get<GrievanceOffice>('/grievances/office', { signal });

/** POST /grievances (public; signed in, the grievance is the account's). */
export async function fileGrievance(grievance: FileGrievanceRequest): Promise<Grievance> {
  return (await api.post<{ grievance: Grievance }>('/grievances', grievance)).grievance;
}

/** POST /grievances/lookup: status and decision by reference and address. */
export async function lookUpGrievance(reference: string, email: string): Promise<Grievance> {
  return (await api.post<{ grievance: Grievance }>('/grievances/lookup', { reference, email })).grievance;
}

/** POST /grievances/:reference/appeal. */
export async function appealGrievance(reference: string, email: string): Promise<Grievance> {
  return (await api.post<{ grievance: Grievance }>(`/grievances/${encodeURIComponent(reference)}/appeal`, { email }))
    .grievance;
}

/** GET /grievances/report (public counts). */
export const fetchGrievanceReport = (month: string, signal?: AbortSignal): Promise<GrievanceReport> =>
  api.get<GrievanceReport>(`/grievances/report?month=${encodeURIComponent(month)}`, { signal });
