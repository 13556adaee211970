import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { VIDEO_QUALITIES, VIDEO_TYPES, type AgeRating, type ContentDescriptor, type Video } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { API_BASE_URL } from '../../shared/config';
import { MESSAGES } from '../../shared/messages';
import { ModalActions } from '../../shared/ui/ModalActions';
import {
  EMPTY_UPLOAD,
  buildUploadForm,
  postWithProgress,
  type UploadFiles,
  type UploadSubtitle,
  type UploadValues,
} from './upload-form';
import { UploadSubtitleRows } from './UploadSubtitleRows';
import { createDirectUploader, type DirectUploader, type DirectUploadFields } from './direct-upload';
import { activeCategoryNames, useListCategoriesQuery } from '../categories/categories-api';
import { useGetAdminVideoQuery, useVideoFiltersQuery } from './videos-api';
import { RatingFields } from './RatingFields';
import { useT } from '../../shared/i18n/i18n';

const NEW_EPISODE = '__new__';
const POLL_MS = 1000;

type Phase =
  | { kind: 'form' }
  | {
      kind: 'uploading';
      loaded: number;
      total: number;
      /** Straight to storage (resumable): speed, pause and resume are shown. */
      direct?: { speed: number; paused: boolean; offline: boolean };
    }
  | { kind: 'processing'; id: string };

/** The form's comma-separated list fields. */
const LIST_FIELDS = ['actors', 'writers', 'countries', 'languages'] as const;

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The form's text fields as the direct upload's complete takes them. */
function fieldsOf(form: FormData): DirectUploadFields {
  const fields: DirectUploadFields = {};
  form.forEach((value, key) => {
    if (typeof value === 'string' && key !== 'subtitleTracks') fields[key] = value;
  });
  return fields;
}

function ProcessingStatus({ id }: { id: string }) {
  const t = useT();
  const { data } = useGetAdminVideoQuery({ id }, { pollingInterval: POLL_MS });
  const video: Video | undefined = data?.video;
  if (!video || video.status === 'processing') {
    const percent = video?.progress ?? 0;
    return (
      <div className="upload-progress" role="status">
        <p>{t('upload.transcoding', { percent })}</p>
        <progress max={100} value={percent} aria-label={t('upload.transcodeProgress')} />
      </div>
    );
  }
  if (video.status === 'failed') {
    return (
      <p className="error-text" role="alert">
        {t('upload.processingFailed', { reason: video.failureReason ?? MESSAGES.somethingWentWrong })}
      </p>
    );
  }
  return (
    <>
      <p className="upload-ready" role="status">
        {t('upload.ready', { title: video.videoTitle })}
      </p>
      {video.trailerFailure && (
        <p className="upload-trailer-failed" role="alert">
          ⚠ {MESSAGES.trailerFailed}: {video.trailerFailure}. {MESSAGES.trailerFailedHint}
        </p>
      )}
    </>
  );
}

/**
 * Spec §2/§5 Upload Video: every field of the form, an existing episode name or a new one (which
 * reveals the trailer upload), then the upload's progress in bytes, the transcode's percent, and ready.
 */
export function UploadVideoModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const { data: filters } = useVideoFiltersQuery();
  const { data: categories } = useListCategoriesQuery();
  const genreSuggestions = activeCategoryNames(categories?.categories ?? []);
  const [values, setValues] = useState<UploadValues>(EMPTY_UPLOAD);
  const [episodeChoice, setEpisodeChoice] = useState('');
  const [files, setFiles] = useState<UploadFiles>({});
  const [subtitles, setSubtitles] = useState<UploadSubtitle[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const isNewEpisode = episodeChoice === NEW_EPISODE;
  const uploader = useRef<DirectUploader | null>(null);
  const [restored, setRestored] = useState<ReturnType<DirectUploader['restored']>>(null);

  useEffect(() => {
    const direct = createDirectUploader(
      token,
      ({ loaded, total, speed, paused, offline }) =>
        setPhase((p) =>
          p.kind === 'uploading' ? { kind: 'uploading', loaded, total, direct: { speed, paused, offline } } : p,
        ),
      () => setRestored(direct.restored()),
    );
    uploader.current = direct;
    return () => direct.close();
  }, [token]);

  /** The video straight to storage (resumable), then the title from the form's fields. */
  const uploadDirect = async (file: File | null, fields: DirectUploadFields) => {
    const direct = uploader.current;
    if (!direct) return;
    setRestored(null);
    setPhase({
      kind: 'uploading',
      loaded: 0,
      total: file?.size ?? 0,
      direct: { speed: 0, paused: false, offline: false },
    });
    try {
      const video = await direct.upload(file, fields);
      toast.success(MESSAGES.videoUploaded);
      dispatch(api.util.invalidateTags(['Videos', 'Dashboard']));
      setPhase({ kind: 'processing', id: video._id });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
      setRestored(direct.restored());
      setPhase({ kind: 'form' });
    }
  };

  const set =
    (key: keyof UploadValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value }));
  const pick = (key: keyof UploadFiles) => (event: ChangeEvent<HTMLInputElement>) =>
    setFiles((f) => ({ ...f, [key]: event.target.files?.[0] ?? null }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const episodeName = isNewEpisode ? values.episodeName : episodeChoice;
    const form = buildUploadForm({ ...values, episodeName }, files, isNewEpisode, subtitles);
    if (typeof form === 'string') {
      toast.error(form);
      return;
    }
    // The video alone goes straight to storage, resumable; with a trailer, images or subtitles the
    // whole form goes through the gateway in one request (docs/media.md "Direct uploads").
    const withExtras = files.trailer || files.poster || files.thumb || subtitles.some((row) => row.file);
    if (files.file && !withExtras) {
      await uploadDirect(files.file, fieldsOf(form));
      return;
    }
    setPhase({ kind: 'uploading', loaded: 0, total: files.file?.size ?? 0 });
    try {
      const res = await postWithProgress(`${API_BASE_URL}/videos/upload`, form, token, (loaded, total) =>
        setPhase({ kind: 'uploading', loaded, total }),
      );
      const body = res.body as { success?: boolean; message?: string; data?: { video?: Video } };
      if (res.status !== 201 || !body?.data?.video) {
        toast.error(body?.message ?? MESSAGES.somethingWentWrong);
        setPhase({ kind: 'form' });
        return;
      }
      toast.success(MESSAGES.videoUploaded);
      dispatch(api.util.invalidateTags(['Videos', 'Dashboard']));
      setPhase({ kind: 'processing', id: body.data.video._id });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
      setPhase({ kind: 'form' });
    }
  };

  const busy = phase.kind === 'uploading';
  const footer =
    phase.kind === 'processing' ? (
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {t('common.close')}
      </button>
    ) : (
      <ModalActions
        busy={busy}
        onCancel={onClose}
        form={formId}
        label={busy ? t('upload.uploading') : t('upload.upload')}
      />
    );

  return (
    <Modal title={t('dashboard.action.upload')} onClose={busy ? () => undefined : onClose} footer={footer}>
      {phase.kind === 'uploading' && (
        <div className="upload-progress" role="status">
          <p>
            {phase.total > 0
              ? t('upload.progressOf', { loaded: mb(phase.loaded), total: mb(phase.total) })
              : t('upload.progress', { loaded: mb(phase.loaded) })}
          </p>
          <progress max={phase.total || 1} value={phase.loaded} aria-label={t('upload.uploadProgress')} />
          {phase.direct && (
            <p className="upload-direct-status">
              <span data-testid="upload-speed">
                {phase.direct.offline
                  ? t('upload.offline')
                  : phase.direct.paused
                    ? t('upload.paused')
                    : `${mb(phase.direct.speed)}/s`}
              </span>{' '}
              <button type="button" className="btn btn-secondary" onClick={() => uploader.current?.pauseResume()}>
                {phase.direct.paused ? t('upload.resume') : t('upload.pause')}
              </button>
            </p>
          )}
        </div>
      )}
      {phase.kind === 'form' && restored && (
        <div className="upload-restored" role="status">
          <p>
            {t(restored.needsFile ? 'upload.restoredNeedsFile' : 'upload.restored', {
              name: restored.name,
              percent: Math.round(restored.percent),
            })}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={restored.needsFile && !files.file}
            onClick={() => void uploadDirect(files.file ?? null, {})}
          >
            {t('upload.resumeUpload')}
          </button>
        </div>
      )}
      {phase.kind === 'processing' && <ProcessingStatus id={phase.id} />}
      {phase.kind !== 'processing' && (
        <form id={formId} className="modal-form upload-form" onSubmit={(e) => void submit(e)} noValidate>
          <label>
            {t('upload.videoTitle')}
            <input name="videoTitle" value={values.videoTitle} onChange={set('videoTitle')} maxLength={200} />
          </label>
          <label>
            {t('videos.col.episodeName')}
            <select value={episodeChoice} onChange={(e) => setEpisodeChoice(e.target.value)}>
              <option value="">{t('upload.noEpisode')}</option>
              {(filters?.episodeNames ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={NEW_EPISODE}>{t('upload.newEpisodeOption')}</option>
            </select>
          </label>
          {isNewEpisode && (
            <label>
              {t('upload.newEpisodeName')}
              <input name="episodeName" value={values.episodeName} onChange={set('episodeName')} maxLength={200} />
            </label>
          )}
          <label>
            {t('upload.description')}
            <textarea name="description" value={values.description} onChange={set('description')} maxLength={5000} />
          </label>
          <label>
            {t('upload.genre')}
            <input name="genre" list={`${formId}-genres`} value={values.genre} onChange={set('genre')} maxLength={60} />
            <datalist id={`${formId}-genres`}>
              {genreSuggestions.map((genre) => (
                <option key={genre} value={genre} />
              ))}
            </datalist>
          </label>
          {LIST_FIELDS.map((key) => (
            <label key={key}>
              {t(`upload.list.${key}`)}
              <input name={key} value={values[key]} onChange={set(key)} maxLength={1000} />
            </label>
          ))}
          <label>
            {t('upload.imdbRating')}
            <input
              name="imdbRating"
              type="number"
              min={0}
              max={10}
              step={0.1}
              value={values.imdbRating}
              onChange={set('imdbRating')}
            />
          </label>
          <label>
            {t('upload.releaseDate')}
            <input name="releaseDate" type="date" value={values.releaseDate} onChange={set('releaseDate')} />
          </label>
          <label>
            {t('upload.videoType')}
            <select name="videoType" value={values.videoType} onChange={set('videoType')}>
              {VIDEO_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`videos.type.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('upload.runtime')}
            <input
              name="runtimeMinutes"
              type="number"
              min={0}
              value={values.runtimeMinutes}
              onChange={set('runtimeMinutes')}
            />
          </label>
          <label>
            {t('upload.quality')}
            <select name="quality" value={values.quality} onChange={set('quality')}>
              {VIDEO_QUALITIES.map((q) => (
                <option key={q} value={q}>
                  {q}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('upload.protection')}
            <select name="protection" value={values.protection} onChange={set('protection')}>
              <option value="protected">{t('upload.protected')}</option>
              <option value="clear">{t('upload.clear')}</option>
            </select>
          </label>
          <RatingFields
            rating={values.ageRating as AgeRating}
            descriptors={values.contentDescriptors.split(',').filter(Boolean) as ContentDescriptor[]}
            onRating={(ageRating) => setValues((prev) => ({ ...prev, ageRating }))}
            onDescriptors={(list) => setValues((prev) => ({ ...prev, contentDescriptors: list.join(',') }))}
          />
          <label>
            {t('upload.poster')}
            <input name="poster" type="file" accept="image/jpeg,image/png,image/webp" onChange={pick('poster')} />
          </label>
          <label>
            {t('upload.thumbnail')}
            <input name="thumb" type="file" accept="image/jpeg,image/png,image/webp" onChange={pick('thumb')} />
          </label>
          <label>
            {t('upload.videoFile')}
            <input name="file" type="file" accept="video/*" onChange={pick('file')} />
          </label>
          {isNewEpisode && (
            <label>
              {t('upload.trailer')}
              <input name="trailer" type="file" accept="video/*" onChange={pick('trailer')} />
            </label>
          )}
          <UploadSubtitleRows rows={subtitles} onChange={setSubtitles} />
        </form>
      )}
    </Modal>
  );
}
