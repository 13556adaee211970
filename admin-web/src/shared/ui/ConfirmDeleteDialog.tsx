import { useT } from '../i18n/i18n';
import type { ReactNode } from 'react';
import { Modal } from '@streamhub/web-kit';
import { ModalActions } from './ModalActions';

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
  const t = useT();
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          onConfirm={onConfirm}
          variant="danger"
          label={busy ? t('common.deleting') : t('common.delete')}
        />
      }
    >
      <p>{message}</p>
      <p className="muted">{children}</p>
    </Modal>
  );
}
