import type { Video } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { VideosModal } from './VideosModal';

interface ConfirmDeleteVideoModalProps {
  video: Video;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteVideoModal({ video, busy, onConfirm, onClose }: ConfirmDeleteVideoModalProps) {
  return (
    <VideosModal
      title="Delete Video"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <p>{MESSAGES.confirmDeleteVideo}</p>
      <p className="muted">
        {video.videoTitle}
        {video.episodeName && video.episodeName !== video.videoTitle ? ` (${video.episodeName})` : ''}
      </p>
    </VideosModal>
  );
}
