import type { SubmitQueryRequest } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

/** POST /queries (public). */
export async function submitQuery(query: SubmitQueryRequest): Promise<void> {
  await api.post<unknown>('/queries', query);
}
