import { api, dataOf, envelopeOf } from '../../shared/api/client';
import { NO_STREAM_SESSION, STREAM_SESSION_HEADER, type playBlock } from '@streamhub/contracts';
import type {
  CatalogQuery,
  DialogueReply,
  EpisodeDetail,
  EpisodesReply,
  StreamSessionGrant,
  StreamSessionView,
  Video,
  VideoFilters,
  VideoPage,
} from '@streamhub/contracts';

/** Every catalog read the viewer app makes (the agreed Catalog HTTP API). */

/** Query parameters of the catalogue query: empty values left out, keys in a fixed order (one cache entry per query). */
export function catalogParams(query: CatalogQuery): CatalogQuery {
  const params: Record<string, unknown> = {};
  for (const key of [
    'q',
    'genre',
    'year',
    'minRating',
    'type',
    'quality',
    'ageRating',
    'section',
    'page',
    'limit',
  ] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params as CatalogQuery;
}

/** The catalogue query as episode groups (home rows, /episodes, /movies, /series). */
export async function fetchEpisodeGroups(query: CatalogQuery = {}, signal?: AbortSignal): Promise<EpisodesReply> {
  const data = await dataOf(
    api.GET('/api/v1/videos/episodes/all', { params: { query: catalogParams(query) }, signal }),
  );
  const episodes = data.episodes ?? [];
  return { episodes, total: data.total ?? episodes.length, page: data.page ?? 1, limit: data.limit ?? 0 };
}

/** A video's details (a title's page): no sources, so no screen of the plan is taken. */
export async function fetchVideo(id: string, signal?: AbortSignal): Promise<Video> {
  const data = await dataOf(
    api.GET('/api/v1/videos/{id}', {
      params: { path: { id } },
      signal,
      headers: { [STREAM_SESSION_HEADER]: NO_STREAM_SESSION },
    }),
  );
  return data.video;
}

/**
 * A video for the player: the server sends sources only to a caller who may watch it, and says
 * "Subscription required…" in its message to a signed-in caller who needs a plan first.
 */
export type ProfileBlock = NonNullable<ReturnType<typeof playBlock>>;

export interface Playback {
  video: Video;
  subscriptionRequired: boolean;
  /** Why the active profile may not play it (no sources came), with the server's message. */
  profileBlock: { code: ProfileBlock; message: string } | null;
  /** With sources on a plan with a screen limit: this playback's stream session. */
  session: StreamSessionGrant | null;
  /** Every screen of the plan is in use elsewhere (no sources came): who is watching. */
  tooManyStreams: { streams: StreamSessionView[]; screens: number; message: string } | null;
}

/** `streamSession`: the player's X-Stream-Session (its own session to renew, or `new`). */
export async function fetchPlayback(id: string, streamSession: string, signal?: AbortSignal): Promise<Playback> {
  const { data, code, message } = await envelopeOf(
    api.GET('/api/v1/videos/{id}', {
      params: { path: { id } },
      signal,
      headers: { [STREAM_SESSION_HEADER]: streamSession },
    }),
  );
  // "Subscription required" (docs/product.md §4: it opens the plan dialog) is said by its code, not its text.
  const blocked = code === 'PROFILE_LIMIT' || code === 'PIN_REQUIRED' || code === 'AGE_CONFIRMATION_REQUIRED';
  return {
    video: data.video,
    subscriptionRequired: code === 'SUBSCRIPTION_REQUIRED',
    profileBlock: blocked ? { code, message: message ?? '' } : null,
    session: data.session ?? null,
    tooManyStreams:
      code === 'TOO_MANY_STREAMS'
        ? { streams: data.streams ?? [], screens: data.screens ?? 1, message: message ?? '' }
        : null,
  };
}

export function fetchEpisodeDetail(name: string, signal?: AbortSignal): Promise<EpisodeDetail> {
  return dataOf(api.GET('/api/v1/videos/episodes/by-name/{name}', { params: { path: { name } }, signal }));
}

/** The catalogue query as videos (search, More Like This). */
export function searchVideos(query: CatalogQuery, signal?: AbortSignal): Promise<VideoPage> {
  return dataOf(api.GET('/api/v1/videos', { params: { query: catalogParams(query) }, signal }));
}

/** Search by what is said: lines of subtitles with every word of `q`, their titles and moments. */
export async function searchDialogue(q: string, signal?: AbortSignal): Promise<DialogueReply['matches']> {
  const data = await dataOf(api.GET('/api/v1/videos/dialogue', { params: { query: { q } }, signal }));
  return data.matches;
}

export function fetchVideoFilters(signal?: AbortSignal): Promise<VideoFilters> {
  return dataOf(api.GET('/api/v1/videos/filters', { signal }));
}

export async function checkVideoAccess(id: string, signal?: AbortSignal): Promise<boolean> {
  const data = await dataOf(api.GET('/api/v1/videos/{id}/access', { params: { path: { id } }, signal }));
  return data.hasAccess === true;
}

export async function checkEpisodeAccess(name: string, signal?: AbortSignal): Promise<boolean> {
  const data = await dataOf(
    api.GET('/api/v1/videos/episodes/by-name/{name}/access', { params: { path: { name } }, signal }),
  );
  return data.hasAccess === true;
}
