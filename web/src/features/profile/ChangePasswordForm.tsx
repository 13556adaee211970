import { useState, type FormEvent } from 'react';
import { toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { PasswordInput } from '../auth/PasswordInput';
import { changePasswordError } from '../auth/validation';
import { changePassword } from './profile-api';
import { useT } from '../../shared/i18n/i18n';

export function ChangePasswordForm() {
  const t = useT();
  const { replaceSession } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = changePasswordError(currentPassword, newPassword, confirmPassword);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSaving(true);
    try {
      const renewed = await changePassword({ currentPassword, newPassword });
      if (renewed) replaceSession(renewed);
      toast.success(MESSAGES.passwordChanged);
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile-card" onSubmit={submit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('profile.changePassword')}</h2>
      <PasswordInput
        label={t('profile.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <PasswordInput
        label={t('profile.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
      />
      <PasswordInput
        label={t('profile.confirmNewPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('profile.updating') : t('profile.updatePassword')}
        </button>
      </div>
    </form>
  );
}
