import { useEffect, useId, useState, type FormEvent } from 'react';
import { AUDIO_TRACK_LIMITS, type AudioTrack, type Video } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { API_BASE_URL } from '../../shared/config';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { TrackLanguageFields } from './TrackLanguageFields';
import { TrackList } from './TrackList';
import { postWithProgress } from './upload-form';
import { useDeleteAudioLanguageMutation, useGetAdminVideoQuery } from './videos-api';

const POLL_MS = 1000;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function TrackStatus({ track }: { track: AudioTrack }) {
  if (track.status === 'processing')
    return (
      <span className="audio-track-status" role="status">
        Preparing… {track.progress ?? 0}%
        <progress max={100} value={track.progress ?? 0} aria-label={`Progress of ${track.label}`} />
      </span>
    );
  if (track.status === 'failed')
    return (
      <span className="error-text" role="alert">
        Failed: {track.failureReason ?? MESSAGES.somethingWentWrong}
      </span>
    );
  return <span className="muted">Ready</span>;
}

/**
 * A video's uploaded audio languages: each with its state (preparing with its progress, ready,
 * failed with the reason; followed while any is preparing) and a Delete; a form that uploads a
 * file for a language (with the upload's progress), replacing an upload or a source stream of
 * that language. The video itself is not encoded again.
 */
export function AudioLanguagesModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [names, setNames] = useState({ lang: '', label: '' });
  const [file, setFile] = useState<File | null>(null);
  const [tracks, setTracks] = useState<AudioTrack[]>(video.audioTracks);
  const [sending, setSending] = useState<{ loaded: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preparing = tracks.some((t) => t.status === 'processing');
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
        const message = body?.message ?? MESSAGES.somethingWentWrong;
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
      title="Audio Languages"
      onClose={busy ? () => undefined : onClose}
      footer={
        <ModalActions busy={busy} onCancel={onClose} form={formId} label={busy ? 'Uploading...' : 'Upload Audio'} />
      }
    >
      <p className="muted">{video.videoTitle}</p>
      <TrackList
        tracks={tracks}
        label="Audio languages"
        empty="No uploaded audio languages yet (the source's own audio is always kept)."
        keyOf={(t) => t.lang}
        details={(t) => <TrackStatus track={t} />}
        deleteLabel={(t) => `Delete ${t.label} audio`}
        disabled={deleting || busy}
        onDelete={(t) => deleteTrack(t.lang)}
      />
      {sending && (
        <div className="upload-progress" role="status">
          <p>
            Uploading… {mb(sending.loaded)}
            {sending.total > 0 ? ` of ${mb(sending.total)}` : ''}
          </p>
          <progress max={sending.total || 1} value={sending.loaded} aria-label="Upload progress" />
        </div>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <form id={formId} className="modal-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">
          An audio file (MP3, AAC/M4A, WAV, FLAC, Ogg, Opus) or a video whose sound is used, as long as the video
          (within {AUDIO_TRACK_LIMITS.durationToleranceSeconds} s or {AUDIO_TRACK_LIMITS.durationTolerance * 100} %). A
          file for a language the video already has replaces that audio.
        </p>
        <TrackLanguageFields value={names} onChange={setNames} limits={AUDIO_TRACK_LIMITS} placeholder="Hindi" />
        <label>
          Audio file
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
