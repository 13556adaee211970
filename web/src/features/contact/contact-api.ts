import type { SubmitQueryRequest, SupportQuery } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

/** POST /queries (public). */
export async function submitQuery(query: SubmitQueryRequest): Promise<void> {
  await api.post<unknown>('/queries', query);
}

/** GET /queries/mine: the signed-in account's queries with their threads. */
export async function fetchMyQueries(): Promise<SupportQuery[]> {
  return (await api.get<{ queries: SupportQuery[] }>('/queries/mine')).queries;
}

/** POST /queries/:id/messages: the customer answers back. */
export async function answerQuery(id: string, message: string): Promise<SupportQuery> {
  return (await api.post<{ query: SupportQuery }>(`/queries/${encodeURIComponent(id)}/messages`, { message })).query;
}
