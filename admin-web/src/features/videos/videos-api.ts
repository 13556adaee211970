import { adminApi } from '../../app/admin-api';

/** Every change invalidates Videos (and the dashboard's video count), so the open list reloads. */
export const {
  useAdminVideosListQuery: useListAdminVideosQuery,
  /** One video with any status (admins), e.g. to follow an upload's transcode. */
  useVideosGetQuery: useGetAdminVideoQuery,
  /** Distinct episode names (for the upload form's picker); genres follow the categories. */
  useVideosFiltersQuery: useVideoFiltersQuery,
  useVideosSetStatusMutation: useSetVideoStatusMutation,
  useVideosSetRatingMutation: useSetVideoRatingMutation,
  useVideosSetMarkersMutation: useSetVideoMarkersMutation,
  /** A title's name and synopsis per viewer language (the list replaces the stored one). */
  useVideosSetLocalizedMutation: useSetVideoLocalizedMutation,
  useVideosDeleteMutation: useDeleteVideoMutation,
  /** Adds subtitles, or replaces those of the same language and kind (multipart: lang, label, kind, file). */
  useTextTracksPutMutation: usePutSubtitlesMutation,
  useTextTracksRemoveMutation: useDeleteSubtitlesMutation,
  /** Deletes an uploaded audio language (the upload itself goes through postWithProgress, for its progress). */
  useAudioTracksRemoveMutation: useDeleteAudioLanguageMutation,
} = adminApi;
