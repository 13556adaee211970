import { api } from '../../shared/api/client';
import type {
  AccessReply,
  EpisodeDetail,
  EpisodeGroup,
  EpisodesReply,
  Video,
  VideoFilters,
  VideoPage,
} from '@streamhub/contracts';

/** Every catalog read the viewer app makes (the agreed Catalog HTTP API). */

const seg = (value: string) => encodeURIComponent(value);

export async function fetchEpisodeGroups(limit?: number, signal?: AbortSignal): Promise<EpisodeGroup[]> {
  const query = limit ? `?limit=${limit}` : '';
  const data = await api.get<EpisodesReply>(`/videos/episodes/all${query}`, { signal });
  return data.episodes ?? [];
}

export async function fetchVideo(id: string, signal?: AbortSignal): Promise<Video> {
  const data = await api.get<{ video: Video }>(`/videos/${seg(id)}`, { signal });
  return data.video;
}

export function fetchEpisodeDetail(name: string, signal?: AbortSignal): Promise<EpisodeDetail> {
  return api.get<EpisodeDetail>(`/videos/episodes/by-name/${seg(name)}`, { signal });
}

export function searchVideos(query: string, signal?: AbortSignal): Promise<VideoPage> {
  return api.get<VideoPage>(`/videos?${query}`, { signal });
}

export function fetchVideoFilters(signal?: AbortSignal): Promise<VideoFilters> {
  return api.get<VideoFilters>('/videos/filters', { signal });
}

export async function checkVideoAccess(id: string, signal?: AbortSignal): Promise<boolean> {
  const data = await api.get<AccessReply>(`/videos/${seg(id)}/access`, { signal });
  return data.hasAccess === true;
}

export async function checkEpisodeAccess(name: string, signal?: AbortSignal): Promise<boolean> {
  const data = await api.get<AccessReply>(`/videos/episodes/by-name/${seg(name)}/access`, { signal });
  return data.hasAccess === true;
}
