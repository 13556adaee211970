import { useState, type FormEvent } from 'react';
import { Modal } from '@streamhub/web-kit';
import { PIN_PATTERN } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { PasswordInput } from '../auth/PasswordInput';
import { PinInput } from './PinInput';
import { useT } from '../../shared/i18n/i18n';

/**
 * Asks for the 4-digit account PIN (or, with `askPassword`, the account password); `onSubmit`
 * checks it with the server (which counts wrong tries), and its error is shown in the dialog.
 */
export function PinDialog({
  title,
  hint,
  askPassword = false,
  onSubmit,
  onClose,
}: {
  title: string;
  hint?: string;
  askPassword?: boolean;
  onSubmit: (secret: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (askPassword ? !pin : !PIN_PATTERN.test(pin)) {
      setError(askPassword ? MESSAGES.enterPassword : MESSAGES.pinFormat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(pin);
    } catch (err) {
      setError(errorMessage(err));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose} size="sm">
      <form className="pin-form" onSubmit={(event) => void submit(event)}>
        {hint && <p className="muted">{hint}</p>}
        {askPassword ? (
          <PasswordInput
            label={t('profiles.accountPassword')}
            value={pin}
            onChange={setPin}
            autoComplete="current-password"
          />
        ) : (
          <>
            <label htmlFor="account-pin">{t('profiles.accountPin')}</label>
            <PinInput
              id="account-pin"
              className="pin-input"
              value={pin}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'account-pin-error' : undefined}
              onChange={setPin}
            />
          </>
        )}
        {error && (
          <p id="account-pin-error" className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('profiles.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('profiles.checking') : t('profiles.continue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
