import { useId, useState, type FormEvent } from 'react';
import { TEXT_TRACK_KINDS, TEXT_TRACK_LIMITS, type TextTrackKind, type Video } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { TrackLanguageFields } from './TrackLanguageFields';
import { TrackList } from './TrackList';
import { useDeleteSubtitlesMutation, usePutSubtitlesMutation } from './videos-api';

const KIND_NAMES: Record<TextTrackKind, string> = {
  subtitles: 'Subtitles',
  captions: 'Captions (SDH)',
  forced: 'Forced (foreign lines only)',
};

/**
 * A video's subtitles and captions: the tracks it has (each can be deleted) and a form that adds
 * one, or replaces the track of the same language and kind. No re-encode is involved.
 */
export function SubtitlesModal({ video, onClose }: { video: Video; onClose: () => void }) {
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
      title="Subtitles"
      onClose={onClose}
      footer={
        <ModalActions
          busy={saving}
          onCancel={onClose}
          form={formId}
          label={saving ? 'Uploading...' : 'Upload Subtitles'}
        />
      }
    >
      <p className="muted">{video.videoTitle}</p>
      <TrackList
        tracks={tracks}
        label="Subtitle tracks"
        empty="No subtitles yet."
        keyOf={(t) => `${t.lang}-${t.kind}`}
        details={(t) => `${KIND_NAMES[t.kind]} · ${t.cues} cues`}
        deleteLabel={(t) => `Delete ${t.label} ${t.kind}`}
        disabled={deleting}
        onDelete={(t) => deleteTrack(t.lang, t.kind)}
      />
      <form id={formId} className="modal-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">
          SRT or WebVTT, UTF-8 or UTF-16, up to {TEXT_TRACK_LIMITS.maxBytes / 1024} KB. A file for a language and kind
          the video already has replaces it.
        </p>
        <TrackLanguageFields value={names} onChange={setNames} limits={TEXT_TRACK_LIMITS} placeholder="English" />
        <label>
          Kind
          <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as TextTrackKind)}>
            {TEXT_TRACK_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subtitle file
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
