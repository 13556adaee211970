import { useState, type FormEvent } from 'react';
import type { PublicUser } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { TextField } from '../auth/TextField';
import { formatDate, toast } from '@streamhub/web-kit';
import { updateProfile } from './profile-api';
import { profileError } from './profile-validation';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { useT } from '../../shared/i18n/i18n';

const memberSince = (createdAt: string | undefined): string => formatDate(createdAt);

function StatusDot({ status }: { status: PublicUser['status'] }) {
  const t = useT();
  const active = status === 'active';
  return (
    <span className="account-status">
      <span className={`status-dot ${active ? 'on' : 'off'}`} aria-hidden="true" />
      {active ? t('profile.active') : t('profile.inactive')}
    </span>
  );
}

export function ProfileDetailsTab() {
  const t = useT();
  const { user, updateUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const startEditing = () => {
    setName(user.name ?? '');
    setMobile(user.mobile ?? '');
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = profileError(name, mobile);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateProfile({ name: name.trim(), mobile: mobile.trim() });
      updateUser(updated ?? { ...user, name: name.trim(), mobile: mobile.trim() });
      toast.success(MESSAGES.profileUpdated);
      setEditing(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="profile-grid">
      <div className="profile-card">
        <div className="profile-card-head">
          <span className="avatar avatar-lg" aria-hidden="true">
            {(user.name || user.email || '?').charAt(0).toUpperCase()}
          </span>
          <div>
            <h2>{user.name}</h2>
            <p className="muted">{user.email}</p>
          </div>
          {!editing && (
            <button type="button" className="btn btn-ghost profile-edit" onClick={startEditing}>
              {t('profile.editProfile')}
            </button>
          )}
        </div>

        {editing ? (
          <form className="profile-form" onSubmit={save} noValidate>
            <TextField label={t('profile.fullName')} name="name" autoComplete="name" value={name} onChange={setName} />
            <TextField
              label={t('profile.email')}
              name="email"
              type="email"
              value={user.email}
              onChange={() => undefined}
              readOnly
              disabled
              hint={MESSAGES.emailCannotBeChanged}
            />
            <TextField
              label={t('profile.mobileNumber')}
              name="mobile"
              type="tel"
              autoComplete="tel"
              value={mobile}
              onChange={setMobile}
            />
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={saving}>
                {saving ? t('profile.saving') : t('profile.saveChanges')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)} disabled={saving}>
                {t('profile.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <dl className="details">
            <dt>{t('profile.fullName')}</dt>
            <dd>{user.name}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>
              {user.email}
              <small className="field-hint">{MESSAGES.emailCannotBeChanged}</small>
            </dd>
            <dt>{t('profile.mobileNumber')}</dt>
            <dd>{user.mobile || '—'}</dd>
            <dt>{t('profile.accountStatus')}</dt>
            <dd>
              <StatusDot status={user.status} />
            </dd>
            <dt>{t('profile.role')}</dt>
            <dd className="capitalize">{user.role}</dd>
            <dt>{t('profile.memberSince')}</dt>
            <dd>{memberSince(user.createdAt)}</dd>
          </dl>
        )}
      </div>
      <ChangePasswordForm />
      <DeleteAccountSection />
    </div>
  );
}
