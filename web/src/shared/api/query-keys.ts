import type { CatalogQuery } from '@streamhub/contracts';

/**
 * Every key of the query cache in one place. Public catalogue reads sit under `catalog`; what
 * depends on who is signed in sits under `user` and the user's id, so a session change drops it
 * all at once and one account never sees another's data.
 */
export const USER_SCOPE = 'user';

export const queryKeys = {
  catalog: ['catalog'] as const,
  groups: (query: CatalogQuery) => ['catalog', 'groups', query] as const,
  videos: (query: CatalogQuery) => ['catalog', 'videos', query] as const,
  filters: () => ['catalog', 'filters'] as const,
  dialogue: (q: string) => ['catalog', 'dialogue', q] as const,
  watchContent: (name: string) => ['catalog', 'watch', name] as const,
  trending: () => ['catalog', 'trending'] as const,
  banners: () => ['banners'] as const,
  liveEvents: () => ['live', 'events'] as const,
  liveEvent: (eventId: string) => ['live', 'event', eventId] as const,
  plans: () => ['billing', 'plans'] as const,

  user: (userId: string) => [USER_SCOPE, userId] as const,
  playback: (userId: string, videoId: string) => [USER_SCOPE, userId, 'playback', videoId] as const,
  access: (userId: string) => [USER_SCOPE, userId, 'access'] as const,
  livePlayback: (userId: string, eventId: string) => [USER_SCOPE, userId, 'live', eventId] as const,
  videoAccess: (userId: string, videoId: string) => [USER_SCOPE, userId, 'access', 'video', videoId] as const,
  watchlist: (userId: string) => [USER_SCOPE, userId, 'watchlist'] as const,
  history: (userId: string) => [USER_SCOPE, userId, 'history'] as const,
  becauseYouWatched: (userId: string) => [USER_SCOPE, userId, 'because-you-watched'] as const,
  subscriptions: (userId: string) => [USER_SCOPE, userId, 'subscriptions'] as const,
  devices: (userId: string) => [USER_SCOPE, userId, 'devices'] as const,
};
