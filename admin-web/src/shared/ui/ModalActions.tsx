import { useT } from '../i18n/i18n';
import type { ReactNode } from 'react';

interface ModalActionsProps {
  /** While true both buttons are disabled. */
  busy: boolean;
  onCancel: () => void;
  /** The confirming button's text. */
  label: ReactNode;
  /** The id of the form the confirming button submits; without it the button runs `onConfirm`. */
  form?: string;
  onConfirm?: () => void;
  /** Disables the confirming button even when not busy. */
  disabled?: boolean;
  variant?: 'primary' | 'danger';
}

/** A dialog's footer: Cancel, then the button that does what the dialog is for. */
export function ModalActions({
  busy,
  onCancel,
  label,
  form,
  onConfirm,
  disabled,
  variant = 'primary',
}: ModalActionsProps) {
  const t = useT();
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className={`btn btn-${variant}`}
        onClick={onConfirm}
        disabled={busy || disabled}
      >
        {label}
      </button>
    </>
  );
}
