import type { ReactNode } from 'react';
import { Modal } from '@streamhub/web-kit';

interface ConfirmDeleteDialogProps {
  title: string;
  /** The question, verbatim from the spec. */
  message: string;
  /** What is about to be deleted, shown under the question. */
  children: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ title, message, children, busy, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Modal
      title={title}
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
      <p>{message}</p>
      <p className="muted">{children}</p>
    </Modal>
  );
}
