import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CatalogQuery, EpisodesReply, VideoPage } from '@streamhub/contracts';
import { queryKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { fetchEpisodeGroups, fetchPlayback, fetchVideoFilters, searchDialogue, searchVideos } from './catalog-api';
import { loadWatchContent } from '../watch/watch-content';
import { playbackSessionHeader } from '../player/player-session';
import { takeEarlyPlayback } from '../player/early-playback';

/** The signed-in viewer's id, or null for a guest (a token and a user record both stored, docs/product.md §4). */
export function useViewerId(): string | null {
  const { token, user } = useAuth();
  return token && user ? user._id : null;
}

/** One page of episode groups for a catalogue query (a home row, the Episodes grid, /episodes). */
export function useEpisodeGroups(query: CatalogQuery = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.groups(query),
    queryFn: ({ signal }) => fetchEpisodeGroups(query, signal),
    enabled,
  });
}

const nextPage = (last: { page: number; limit: number; total: number }, loaded: number) =>
  last.limit > 0 && loaded < last.total ? last.page + 1 : undefined;

/** Episode groups page after page (/movies, /series): `fetchNextPage` loads the next server page. */
export function useEpisodeGroupPages(query: Omit<CatalogQuery, 'page'>) {
  return useInfiniteQuery({
    queryKey: queryKeys.groups({ ...query, page: -1 }),
    queryFn: ({ signal, pageParam }) => fetchEpisodeGroups({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: EpisodesReply, pages) =>
      nextPage(
        last,
        pages.reduce((n, page) => n + page.episodes.length, 0),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Videos page after page for a catalogue query (search). */
export function useVideoPages(query: Omit<CatalogQuery, 'page'>, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.videos({ ...query, page: -1 }),
    queryFn: ({ signal, pageParam }) => searchVideos({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: VideoPage, pages) =>
      nextPage(
        last,
        pages.reduce((n, page) => n + page.videos.length, 0),
      ),
    enabled,
  });
}

/** Lines of dialogue that say `q` (search by what is said); none for text under two characters. */
export function useDialogue(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.dialogue(text),
    queryFn: ({ signal }) => searchDialogue(text, signal),
    enabled: text.length >= 2,
  });
}

/** One page of videos for a catalogue query (home's New releases, More Like This). */
export function useVideos(query: CatalogQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.videos(query),
    queryFn: ({ signal }) => searchVideos(query, signal),
    enabled,
  });
}

/** Genres, years and episode names the filters offer. */
export function useVideoFilters() {
  return useQuery({ queryKey: queryKeys.filters(), queryFn: ({ signal }) => fetchVideoFilters(signal) });
}

/** What /watch/{name} shows (public). */
export function useWatchContent(name: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.watchContent(name),
    queryFn: ({ signal }) => loadWatchContent(name, signal),
    enabled,
  });
}

/**
 * The player's video for the signed-in viewer: with signed sources when they may watch it, and
 * whether the server said a subscription is required.
 */
export function usePlayback(videoId: string) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.playback(viewerId ?? '', videoId),
    // The call the app started as the player page was asked for, if any (early-playback.ts).
    queryFn: ({ signal }) =>
      takeEarlyPlayback(viewerId ?? '', videoId) ?? fetchPlayback(videoId, playbackSessionHeader(), signal),
    enabled: viewerId !== null,
    // Signed URLs expire: never serve an old answer to a new player.
    staleTime: 0,
    gcTime: 0,
  });
}
