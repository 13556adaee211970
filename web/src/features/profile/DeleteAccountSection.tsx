import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthMessages, deletionGraceDays } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { PasswordInput } from '../auth/PasswordInput';
import { requestAccountDeletion } from './profile-api';
import { useT } from '../../shared/i18n/i18n';

/**
 * Lets the signed-in user ask for their account's deletion (the data deletion policy): confirmed
 * with the password; the server closes the account at once, so the session ends here too.
 */
export function DeleteAccountSection() {
  const t = useT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      toast.error(AuthMessages.deletionPasswordRequired);
      return;
    }
    setSending(true);
    try {
      const deletion = await requestAccountDeletion(password);
      toast.success(AuthMessages.deletionRequested(deletionGraceDays(deletion)), { duration: 8_000 });
      // On to the policy (what happens next), which ends the session once it has rendered: signing
      // out here would let this signed-in page's guard send the visitor to /login first.
      void navigate('/deletion-policy', { replace: true, state: { endSession: true } });
    } catch (error) {
      toast.error(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <section className="profile-card danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('profile.deleteAccount')}</h2>
      <p className="muted">
        {t('profile.yourAccountIsClosedAnd')} <Link to="/deletion-policy">{t('profile.dataDeletionPolicy')}</Link>.
      </p>
      {confirming ? (
        <form onSubmit={submit} noValidate>
          <PasswordInput
            label={t('profile.password')}
            name="deletePassword"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-danger" disabled={sending}>
              {sending ? t('profile.deleting') : t('profile.deleteMyAccount')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={sending}
              onClick={() => {
                setConfirming(false);
                setPassword('');
              }}
            >
              {t('profile.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            {t('profile.deleteAccount2')}
          </button>
        </div>
      )}
    </section>
  );
}
