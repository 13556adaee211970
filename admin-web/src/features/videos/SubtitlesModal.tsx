import { useId, useState, type FormEvent } from 'react';
import { TEXT_TRACK_KINDS, TEXT_TRACK_LIMITS, type TextTrackKind, type Video } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useT } from '../../shared/i18n/i18n';
import { TEXT_TRACK_KIND_KEYS } from './track-kinds';
import { formatNumber } from '../../shared/i18n/format';
import { TrackLanguageFields } from './TrackLanguageFields';
import { TrackList } from './TrackList';
import { useDeleteSubtitlesMutation, usePutSubtitlesMutation } from './videos-api';

/**
 * A video's subtitles and captions: the tracks it has (each can be deleted) and a form that adds
 * one, or replaces the track of the same language and kind. No re-encode is involved.
 */
export function SubtitlesModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const [names, setNames] = useState({ lang: '', label: '' });
  const [kind, setKind] = useState<TextTrackKind>('subtitles');
  const [file, setFile] = useState<File | null>(null);
  const [tracks, setTracks] = useState(video.textTracks);
  const [put, { isLoading: saving }] = usePutSubtitlesMutation();
  const [remove, { isLoading: deleting }] = useDeleteSubtitlesMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(MESSAGES.subtitleFileRequired);
      return;
    }
    // Text fields first, then the file (the server reads the form in order).
    const body = { lang: names.lang.trim(), label: names.label.trim(), kind, file };
    await runWithToast(async () => {
      setTracks((await put({ id: video._id, body }).unwrap()).textTracks);
      setFile(null);
      (event.target as HTMLFormElement).reset();
      setNames({ lang: '', label: '' });
    }, MESSAGES.subtitlesSaved);
  };

  const deleteTrack = (trackLang: string, trackKind: TextTrackKind) =>
    void runWithToast(async () => {
      setTracks((await remove({ id: video._id, lang: trackLang, kind: trackKind }).unwrap()).textTracks);
    }, MESSAGES.subtitlesDeleted);

  return (
    <Modal
      title={t('subtitles.title')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={saving}
          onCancel={onClose}
          form={formId}
          label={saving ? t('upload.uploading') : t('subtitles.upload')}
        />
      }
    >
      <p className="muted">{video.videoTitle}</p>
      <TrackList
        tracks={tracks}
        label={t('subtitles.tracks')}
        empty={t('subtitles.none')}
        keyOf={(track) => `${track.lang}-${track.kind}`}
        details={(track) =>
          `${t(TEXT_TRACK_KIND_KEYS[track.kind])} · ${t('subtitles.cues', { count: track.cues, cues: formatNumber(track.cues) })}`
        }
        deleteLabel={(track) => t('subtitles.deleteTrack', { label: track.label, kind: track.kind })}
        disabled={deleting}
        onDelete={(track) => deleteTrack(track.lang, track.kind)}
      />
      <form id={formId} className="modal-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('subtitles.hint', { kb: formatNumber(TEXT_TRACK_LIMITS.maxBytes / 1024) })}</p>
        <TrackLanguageFields
          value={names}
          onChange={setNames}
          limits={TEXT_TRACK_LIMITS}
          placeholder={t('subtitles.labelExample')}
        />
        <label>
          {t('subtitles.kind')}
          <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as TextTrackKind)}>
            {TEXT_TRACK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(TEXT_TRACK_KIND_KEYS[k])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('subtitles.file')}
          <input
            name="file"
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
      </form>
    </Modal>
  );
}
