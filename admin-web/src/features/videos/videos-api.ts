import type {
  AudioTrack,
  SetVideoMarkersRequest,
  TextTrack,
  TextTrackKind,
  SetVideoRatingRequest,
  SetVideoStatusRequest,
  Video,
  VideoFilters,
  VideoPage,
} from '@streamhub/contracts';
import { api } from '../../app/api';
import { videosQueryParams, type VideosFilter } from './videos-query';

/** Every change invalidates Videos (and the dashboard's video count), so the open list reloads. */
export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminVideos: build.query<VideoPage, VideosFilter>({
      query: (filter) => ({ url: '/admin/videos', params: videosQueryParams(filter) }),
      providesTags: ['Videos'],
    }),
    /** One video with any status (admins), e.g. to follow an upload's transcode. */
    getAdminVideo: build.query<Video, string>({
      query: (id) => ({ url: `/videos/${encodeURIComponent(id)}` }),
      transformResponse: (data: { video: Video }) => data.video,
    }),
    /** Distinct episode names (for the upload form's picker); genres follow the categories. */
    videoFilters: build.query<VideoFilters, void>({
      query: () => ({ url: '/videos/filters' }),
      providesTags: ['Videos', 'Categories'],
    }),
    setVideoStatus: build.mutation<Video, SetVideoStatusRequest>({
      query: ({ id, status }) => ({
        url: `/videos/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Videos', 'Dashboard'],
    }),
    setVideoRating: build.mutation<Video, SetVideoRatingRequest>({
      query: ({ id, ...rating }) => ({
        url: `/videos/${encodeURIComponent(id)}/rating`,
        method: 'PATCH',
        body: rating,
      }),
      transformResponse: (data: { video: Video }) => data.video,
      invalidatesTags: ['Videos'],
    }),
    setVideoMarkers: build.mutation<Video, SetVideoMarkersRequest>({
      query: ({ id, ...markers }) => ({
        url: `/videos/${encodeURIComponent(id)}/markers`,
        method: 'PATCH',
        body: markers,
      }),
      transformResponse: (data: { video: Video }) => data.video,
      invalidatesTags: ['Videos'],
    }),
    /** Adds subtitles, or replaces those of the same language and kind (multipart: lang, label, kind, file). */
    putSubtitles: build.mutation<TextTrack[], { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/videos/${encodeURIComponent(id)}/subtitles`, method: 'POST', body: form }),
      transformResponse: (data: { textTracks: TextTrack[] }) => data.textTracks,
      invalidatesTags: ['Videos'],
    }),
    deleteSubtitles: build.mutation<TextTrack[], { id: string; lang: string; kind: TextTrackKind }>({
      query: ({ id, lang, kind }) => ({
        url: `/videos/${encodeURIComponent(id)}/subtitles/${encodeURIComponent(lang)}/${kind}`,
        method: 'DELETE',
      }),
      transformResponse: (data: { textTracks: TextTrack[] }) => data.textTracks,
      invalidatesTags: ['Videos'],
    }),
    /** Deletes an uploaded audio language (the upload itself goes through postWithProgress, for its progress). */
    deleteAudioLanguage: build.mutation<AudioTrack[], { id: string; lang: string }>({
      query: ({ id, lang }) => ({
        url: `/videos/${encodeURIComponent(id)}/audio/${encodeURIComponent(lang)}`,
        method: 'DELETE',
      }),
      transformResponse: (data: { audioTracks: AudioTrack[] }) => data.audioTracks,
      invalidatesTags: ['Videos'],
    }),
    deleteVideo: build.mutation<void, string>({
      query: (id) => ({ url: `/videos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Videos', 'Dashboard'],
    }),
  }),
});

export const {
  useListAdminVideosQuery,
  useGetAdminVideoQuery,
  useVideoFiltersQuery,
  useSetVideoStatusMutation,
  useSetVideoRatingMutation,
  useSetVideoMarkersMutation,
  useDeleteVideoMutation,
  usePutSubtitlesMutation,
  useDeleteSubtitlesMutation,
  useDeleteAudioLanguageMutation,
} = videosApi;
