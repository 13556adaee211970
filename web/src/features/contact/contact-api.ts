import type { SubmitQueryRequest, SupportQuery } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** POST /queries (public). */
export async function submitQuery(query: SubmitQueryRequest): Promise<void> {
  await api.POST('/api/v1/queries', { body: query });
}

/** GET /queries/mine: the signed-in account's queries with their threads. */
export async function fetchMyQueries(): Promise<SupportQuery[]> {
  return (await dataOf(api.GET('/api/v1/queries/mine'))).queries;
}

/** POST /queries/:id/messages: the customer answers back. */
export async function answerQuery(id: string, message: string): Promise<SupportQuery> {
  return (await dataOf(api.POST('/api/v1/queries/{id}/messages', { params: { path: { id } }, body: { message } })))
    .query;
}
