import type { SubmitQueryRequest, SupportQuery } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/**
 * POST /queries (public): `queued` when support could not be reached and the gateway kept the query to
 * file it in a moment (its reference then comes by e-mail).
 */
export async function submitQuery(query: SubmitQueryRequest): Promise<{ queued: boolean }> {
  const data = await dataOf(api.POST('/api/v1/queries', { body: query }));
  return { queued: 'queued' in data };
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
