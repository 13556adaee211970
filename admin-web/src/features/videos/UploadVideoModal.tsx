import { MESSAGES } from '../../shared/messages';
import { Modal } from '../../shared/ui/Modal';

/** Upload needs the media pipeline (storage, transcoding); until it lands this says so rather than faking it. */
export function UploadVideoModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Upload Video"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>{MESSAGES.uploadsWithMediaPipeline}</p>
      <p className="muted">{MESSAGES.uploadsWithMediaPipelineHint}</p>
    </Modal>
  );
}
