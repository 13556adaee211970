import type { SetVideoStatusRequest, Video, VideoPage } from '@streamhub/contracts';
import { api } from '../../app/api';
import { videosQueryParams, type VideosFilter } from './videos-query';

/** Every change invalidates Videos (and the dashboard's video count), so the open list reloads. */
export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminVideos: build.query<VideoPage, VideosFilter>({
      query: (filter) => ({ url: '/admin/videos', params: videosQueryParams(filter) }),
      providesTags: ['Videos'],
    }),
    setVideoStatus: build.mutation<Video, SetVideoStatusRequest>({
      query: ({ id, status }) => ({
        url: `/videos/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Videos', 'Dashboard'],
    }),
    deleteVideo: build.mutation<void, string>({
      query: (id) => ({ url: `/videos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Videos', 'Dashboard'],
    }),
  }),
});

export const { useListAdminVideosQuery, useSetVideoStatusMutation, useDeleteVideoMutation } = videosApi;
