import { useId, useState, type FormEvent } from 'react';
import type { Video } from '@streamhub/contracts';
import { Modal, tileAt, toast, useStoryboard, type StoryboardTile } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { translateServerError, useT } from '../../shared/i18n/i18n';
import {
  MARKER_FIELDS,
  MARKER_LABELS,
  fieldSeconds,
  markersFormOf,
  markersFromForm,
  type MarkerField,
  type MarkersForm,
} from './markers-form';
import { useGetAdminVideoQuery, useSetVideoMarkersMutation } from './videos-api';

/** The picture at one marker: its storyboard tile (a frame every few seconds), or a placeholder. */
function MarkerFrame({ tiles, label, seconds }: { tiles: StoryboardTile[]; label: string; seconds: number | null }) {
  const t = useT();
  const tile = seconds === null || Number.isNaN(seconds) ? null : tileAt(tiles, seconds);
  return (
    <figure className="marker-frame">
      {tile ? (
        <div
          className="marker-frame-tile"
          role="img"
          aria-label={t('markers.frameAt', { label, seconds: seconds ?? 0 })}
          style={{
            width: tile.width,
            height: tile.height,
            backgroundImage: `url("${tile.sprite}")`,
            backgroundPosition: `-${tile.x}px -${tile.y}px`,
          }}
        />
      ) : (
        <div className="marker-frame-tile marker-frame-empty" aria-hidden="true" />
      )}
      <figcaption className="muted">{label}</figcaption>
    </figure>
  );
}

/**
 * PATCH /videos/{id}/markers: where a part's intro and recap start and end, checked as the server
 * checks them, with the picture at each marker from the video's storyboard.
 */
export function EditMarkersModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const [form, setForm] = useState<MarkersForm>(() => markersFormOf(video.markers));
  const [save, { isLoading }] = useSetVideoMarkersMutation();
  // The list has no signed URLs: the video itself (admins may watch anything) has the storyboard's.
  const playable = useGetAdminVideoQuery({ id: video._id }, { refetchOnMountOrArgChange: true });
  const tiles = useStoryboard(playable.data?.video.storyboardUrl);
  const checked = markersFromForm(form, video.durationSeconds);
  // The check is shown once Save was pressed, not while the first field of a pair is being typed.
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if ('error' in checked) {
      toast.error(translateServerError(checked.error, null));
      return;
    }
    const saved = await runWithToast(
      () => save({ id: video._id, setVideoMarkersDto: checked.body }).unwrap(),
      MESSAGES.markersSaved,
    );
    if (saved) onClose();
  };
  const set = (field: MarkerField, value: string) => setForm((current) => ({ ...current, [field]: value }));

  return (
    <Modal
      title={t('markers.title')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={isLoading}
          onCancel={onClose}
          form={formId}
          label={isLoading ? t('common.saving') : t('common.save')}
        />
      }
    >
      <form id={formId} className="modal-form markers-form" onSubmit={submit} noValidate>
        <p className="muted">
          {video.videoTitle} · {t('markers.seconds', { seconds: video.durationSeconds ?? '?' })}
          {video.markers.source === 'detected' && ` · ${t('markers.detected')}`}
        </p>
        <div className="markers-grid">
          {MARKER_FIELDS.map((field) => (
            <div key={field} className="marker-field">
              <label>
                {t(MARKER_LABELS[field])}
                <input
                  name={field}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={video.durationSeconds ?? undefined}
                  step={0.1}
                  value={form[field]}
                  onChange={(e) => set(field, e.target.value)}
                />
              </label>
              <MarkerFrame tiles={tiles} label={t(MARKER_LABELS[field])} seconds={fieldSeconds(form[field])} />
            </div>
          ))}
        </div>
        <p className="muted">{t('markers.emptyHint')}</p>
        {tried && 'error' in checked && (
          <p className="markers-error" role="alert">
            {translateServerError(checked.error, null)}
          </p>
        )}
      </form>
    </Modal>
  );
}
