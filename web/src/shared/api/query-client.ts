import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@streamhub/web-kit';
import { USER_SCOPE } from './query-keys';
import { onLanguageChange } from '../i18n/i18n';

/**
 * The viewer app's one query cache. Reads are not retried here: the API client already retries
 * idempotent reads while the gateway is busy (503/504). Data stays fresh for 30 s; a change
 * updates or invalidates exactly the keys it touches.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** A viewer's own data never outlives the session it was read with (sign-out, another account). */
export function dropUserDataOnSessionChange(client: QueryClient): () => void {
  let token = sessionStore.read()?.token ?? null;
  return sessionStore.subscribe(() => {
    const next = sessionStore.read()?.token ?? null;
    if (next === token) return;
    token = next;
    client.removeQueries({ queryKey: [USER_SCOPE] });
  });
}

/**
 * Titles, synopses and server messages come in the language the requests asked for (docs/i18n.md):
 * when the viewer switches language every cached answer is marked stale, the shown ones are read
 * again at once and the others when next shown.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  return onLanguageChange(() => void client.invalidateQueries());
}
