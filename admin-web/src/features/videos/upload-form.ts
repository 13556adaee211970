import { DEFAULT_AGE_RATING, LANGUAGE_TAG_PATTERN, TextTrackMessages, type TextTrackKind } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';

/** The Upload Video form's values (docs/product.md §5 Video upload, §7 POST /videos/upload). */
export interface UploadValues {
  videoTitle: string;
  /** An existing episode name, or a new one typed in. */
  episodeName: string;
  description: string;
  genre: string;
  actors: string;
  writers: string;
  countries: string;
  languages: string;
  imdbRating: string;
  releaseDate: string;
  videoType: string;
  runtimeMinutes: string;
  quality: string;
  ageRating: string;
  /** Comma-joined CONTENT_DESCRIPTORS. */
  contentDescriptors: string;
  /** `protected` (encrypted, the default) or `clear` (trailers, promos): docs/drm.md. */
  protection: string;
}

export interface UploadFiles {
  file?: File | null;
  trailer?: File | null;
  poster?: File | null;
  thumb?: File | null;
}

/** A subtitle file sent with the video, and what it is. */
export interface UploadSubtitle {
  lang: string;
  label: string;
  kind: TextTrackKind;
  file: File | null;
}

export const EMPTY_UPLOAD: UploadValues = {
  videoTitle: '',
  episodeName: '',
  description: '',
  genre: '',
  actors: '',
  writers: '',
  countries: '',
  languages: '',
  imdbRating: '',
  releaseDate: '',
  videoType: 'movie',
  runtimeMinutes: '',
  quality: 'HD',
  ageRating: DEFAULT_AGE_RATING,
  contentDescriptors: '',
  protection: 'protected',
};

const UPPERCASE: (keyof UploadValues)[] = ['videoTitle', 'episodeName', 'genre'];
const LISTS: (keyof UploadValues)[] = ['actors', 'writers', 'countries', 'languages'];

/** Comma list → trimmed, upper-cased, empties dropped, comma-joined again. */
export function normaliseList(value: string): string {
  return value
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean)
    .join(',');
}

/**
 * The multipart body in the order the gateway wants (text fields, then files), empty values
 * omitted; or the spec's message for what is missing.
 */
export function buildUploadForm(
  values: UploadValues,
  files: UploadFiles,
  isNewEpisode: boolean,
  subtitles: UploadSubtitle[] = [],
): FormData | string {
  if (!values.videoTitle.trim() || !values.genre.trim()) return MESSAGES.videoRequiredFields;
  if (!files.file) return MESSAGES.videoFileRequired;
  // Rows without a file are left out; a row with one needs its language and label.
  const withFiles = subtitles.filter((s) => s.file);
  for (const s of withFiles) {
    if (!LANGUAGE_TAG_PATTERN.test(s.lang.trim())) return TextTrackMessages.invalidLanguage;
    if (!s.label.trim()) return TextTrackMessages.labelRequired;
  }
  const form = new FormData();
  for (const [key, raw] of Object.entries(values) as [keyof UploadValues, string][]) {
    let value = raw.trim();
    if (UPPERCASE.includes(key)) value = value.toUpperCase();
    if (LISTS.includes(key)) value = normaliseList(value);
    if (value) form.append(key, value);
  }
  if (withFiles.length > 0) {
    const tracks = withFiles.map((s) => ({ lang: s.lang.trim(), label: s.label.trim(), kind: s.kind }));
    form.append('subtitleTracks', JSON.stringify(tracks));
  }
  const ordered: (keyof UploadFiles)[] = ['poster', 'thumb', 'file', 'trailer'];
  for (const key of ordered) {
    const file = files[key];
    // The trailer belongs to a new episode (series) only.
    if (file && (key !== 'trailer' || isNewEpisode)) form.append(key, file);
  }
  for (const s of withFiles) form.append('subtitle', s.file!);
  return form;
}

/** POST with upload progress (fetch cannot report it): resolves with the status and parsed body. */
export function postWithProgress(
  url: string,
  body: FormData,
  token: string | null,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      let parsed: unknown = xhr.responseText;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.send(body);
  });
}
