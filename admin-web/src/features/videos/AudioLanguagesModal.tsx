import { useEffect, useId, useState, type FormEvent } from 'react';
import { AUDIO_TRACK_LIMITS, type AudioTrack, type Video } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { API_BASE_URL } from '../../shared/config';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { translateServerError, useT } from '../../shared/i18n/i18n';
import { formatNumber } from '../../shared/i18n/format';
import { TrackLanguageFields } from './TrackLanguageFields';
import { TrackList } from './TrackList';
import { postWithProgress } from './upload-form';
import { useDeleteAudioLanguageMutation, useGetAdminVideoQuery } from './videos-api';

const POLL_MS = 1000;
const mb = (bytes: number) =>
  `${formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

function TrackStatus({ track }: { track: AudioTrack }) {
  const t = useT();
  if (track.status === 'processing')
    return (
      <span className="audio-track-status" role="status">
        {t('audio.preparing', { percent: track.progress ?? 0 })}
        <progress max={100} value={track.progress ?? 0} aria-label={t('audio.progressOf', { label: track.label })} />
      </span>
    );
  if (track.status === 'failed')
    return (
      <span className="error-text" role="alert">
        {t('audio.failed', { reason: track.failureReason ?? MESSAGES.somethingWentWrong })}
      </span>
    );
  return <span className="muted">{t('audio.ready')}</span>;
}

/**
 * A video's uploaded audio languages: each with its state (preparing with its progress, ready,
 * failed with the reason; followed while any is preparing) and a Delete; a form that uploads a
 * file for a language (with the upload's progress), replacing an upload or a source stream of
 * that language. The video itself is not encoded again.
 */
export function AudioLanguagesModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [names, setNames] = useState({ lang: '', label: '' });
  const [file, setFile] = useState<File | null>(null);
  const [tracks, setTracks] = useState<AudioTrack[]>(video.audioTracks);
  const [sending, setSending] = useState<{ loaded: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preparing = tracks.some((track) => track.status === 'processing');
  const { data: current } = useGetAdminVideoQuery({ id: video._id }, { pollingInterval: preparing ? POLL_MS : 0 });
  const [remove, { isLoading: deleting }] = useDeleteAudioLanguageMutation();

  useEffect(() => {
    if (current) setTracks(current.video.audioTracks);
  }, [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      toast.error(MESSAGES.audioFileRequired);
      return;
    }
    // Text fields first, then the file (the server names the stored file after the language).
    const form = new FormData();
    form.append('lang', names.lang.trim());
    form.append('label', names.label.trim());
    form.append('file', file, file.name);
    const target = event.target as HTMLFormElement;
    setSending({ loaded: 0, total: file.size });
    try {
      const res = await postWithProgress(
        `${API_BASE_URL}/videos/${encodeURIComponent(video._id)}/audio`,
        form,
        token,
        (loaded, total) => setSending({ loaded, total }),
      );
      const body = res.body as { message?: string; data?: { audioTracks?: AudioTrack[] } };
      if (res.status !== 202 || !body?.data?.audioTracks) {
        const message = body?.message ? translateServerError(body.message, null) : MESSAGES.somethingWentWrong;
        setError(message);
        toast.error(message);
        return;
      }
      toast.success(MESSAGES.audioAccepted);
      setTracks(body.data.audioTracks);
      dispatch(api.util.invalidateTags(['Videos']));
      target.reset();
      setFile(null);
      setNames({ lang: '', label: '' });
    } catch (err) {
      const message = err instanceof Error ? err.message : MESSAGES.somethingWentWrong;
      setError(message);
      toast.error(message);
    } finally {
      setSending(null);
    }
  };

  const deleteTrack = (trackLang: string) =>
    void runWithToast(async () => {
      setTracks((await remove({ id: video._id, lang: trackLang }).unwrap()).audioTracks);
    }, MESSAGES.audioDeleted);

  const busy = sending !== null;
  return (
    <Modal
      title={t('audio.title')}
      onClose={busy ? () => undefined : onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          form={formId}
          label={busy ? t('upload.uploading') : t('audio.upload')}
        />
      }
    >
      <p className="muted">{video.videoTitle}</p>
      <TrackList
        tracks={tracks}
        label={t('audio.tracks')}
        empty={t('audio.none')}
        keyOf={(track) => track.lang}
        details={(track) => <TrackStatus track={track} />}
        deleteLabel={(track) => t('audio.deleteTrack', { label: track.label })}
        disabled={deleting || busy}
        onDelete={(track) => deleteTrack(track.lang)}
      />
      {sending && (
        <div className="upload-progress" role="status">
          <p>
            {sending.total > 0
              ? t('upload.progressOf', { loaded: mb(sending.loaded), total: mb(sending.total) })
              : t('upload.progress', { loaded: mb(sending.loaded) })}
          </p>
          <progress max={sending.total || 1} value={sending.loaded} aria-label={t('upload.uploadProgress')} />
        </div>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <form id={formId} className="modal-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">
          {t('audio.hint', {
            seconds: formatNumber(AUDIO_TRACK_LIMITS.durationToleranceSeconds),
            percent: formatNumber(AUDIO_TRACK_LIMITS.durationTolerance * 100),
          })}
        </p>
        <TrackLanguageFields
          value={names}
          onChange={setNames}
          limits={AUDIO_TRACK_LIMITS}
          placeholder={t('audio.labelExample')}
        />
        <label>
          {t('audio.file')}
          <input
            name="file"
            type="file"
            accept="audio/*,video/*,.m4a,.mp3,.wav,.flac,.ogg,.opus,.mka"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
      </form>
    </Modal>
  );
}
