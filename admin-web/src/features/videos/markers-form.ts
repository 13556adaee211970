import {
  CatalogMessages,
  markerPairsValid,
  type SetVideoMarkersRequest,
  type VideoMarkers,
} from '@streamhub/contracts';

/** The markers dialog's fields: seconds as typed, empty for none. */
export interface MarkersForm {
  introStart: string;
  introEnd: string;
  recapStart: string;
  recapEnd: string;
}

export const MARKER_FIELDS = ['introStart', 'introEnd', 'recapStart', 'recapEnd'] as const;
export type MarkerField = (typeof MARKER_FIELDS)[number];

/** Each field's label in the catalog (admin-web/src/locales). */
export const MARKER_LABELS = {
  introStart: 'markers.introStart',
  introEnd: 'markers.introEnd',
  recapStart: 'markers.recapStart',
  recapEnd: 'markers.recapEnd',
} as const satisfies Record<MarkerField, string>;

export function markersFormOf(markers: VideoMarkers): MarkersForm {
  const text = (seconds: number | null) => (seconds === null ? '' : String(seconds));
  return {
    introStart: text(markers.introStart),
    introEnd: text(markers.introEnd),
    recapStart: text(markers.recapStart),
    recapEnd: text(markers.recapEnd),
  };
}

/** A field's seconds: null when empty, NaN when not a number of seconds. */
export function fieldSeconds(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const seconds = Number(trimmed);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : Number.NaN;
}

/**
 * The body of PATCH /videos/{id}/markers from the form, or the message the server would answer
 * with: each marker whole (both ends or neither), its start before its end, within the video.
 */
export function markersFromForm(
  form: MarkersForm,
  durationSeconds: number | null,
): { body: Omit<SetVideoMarkersRequest, 'id'> } | { error: string } {
  const body = {
    introStart: fieldSeconds(form.introStart),
    introEnd: fieldSeconds(form.introEnd),
    recapStart: fieldSeconds(form.recapStart),
    recapEnd: fieldSeconds(form.recapEnd),
  };
  if (Object.values(body).some((seconds) => Number.isNaN(seconds)) || !markerPairsValid(body)) {
    return { error: CatalogMessages.invalidMarkers };
  }
  if (durationSeconds === null) return { error: CatalogMessages.markersNeedMedia };
  if ((body.introEnd ?? 0) > durationSeconds || (body.recapEnd ?? 0) > durationSeconds) {
    return { error: CatalogMessages.markersPastEnd };
  }
  return { body };
}
