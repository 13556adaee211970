import { Modal } from '../../shared/ui/Modal';
import { MESSAGES } from '../../shared/messages';

export interface SubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The episode the viewer tried to open, when there is one. */
  episode?: { id?: string; name?: string };
}

/** Shown when the viewer lacks access. Plan listing and checkout arrive with billing, which replaces the inside. */
export function SubscriptionDialog({ open, onClose, episode }: SubscriptionDialogProps) {
  return (
    <Modal
      open={open}
      title={MESSAGES.subscriptionRequired}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>
        {episode?.name ? (
          <>
            A subscription is required to watch <strong>{episode.name}</strong>.
          </>
        ) : (
          'A subscription is required to watch this content.'
        )}
      </p>
      <p className="muted">{MESSAGES.plansComingSoon}</p>
    </Modal>
  );
}
