import type { PublicUser } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { Modal } from './Modal';

interface ConfirmDeleteModalProps {
  user: PublicUser;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteModal({ user, busy, onConfirm, onClose }: ConfirmDeleteModalProps) {
  return (
    <Modal
      title="Delete User"
      size="sm"
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
      <p>{MESSAGES.confirmDeleteUser}</p>
      <p className="muted">
        {user.name} ({user.email})
      </p>
    </Modal>
  );
}
