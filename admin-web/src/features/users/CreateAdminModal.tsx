import { useId, useState, type FormEvent } from 'react';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { ModalActions } from '../../shared/ui/ModalActions';
import { runWithToast } from '../../shared/run-with-toast';
import { useCreateAdminMutation } from './users-api';
import { createAdminError, type CreateAdminForm } from './create-admin-validation';
import { useT } from '../../shared/i18n/i18n';

const EMPTY: CreateAdminForm = { name: '', email: '', mobile: '', password: '' };

/** POST /auth/create-admin: a new admin account, or an existing user with that email promoted. */
export function CreateAdminModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const [form, setForm] = useState<CreateAdminForm>(EMPTY);
  const [showPassword, setShowPassword] = useState(false);
  const [createAdmin, { isLoading }] = useCreateAdminMutation();

  const set = (field: keyof CreateAdminForm) => (event: { target: { value: string } }) =>
    setForm((prev) => ({ ...prev, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = createAdminError(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const created = await runWithToast(
      () =>
        createAdmin({
          createAdminDto: {
            name: form.name.trim(),
            email: form.email.trim(),
            mobile: form.mobile.trim(),
            password: form.password,
          },
        }).unwrap(),
      (result) => (result.created ? MESSAGES.adminCreated : MESSAGES.userPromoted),
    );
    if (created) onClose();
  };

  return (
    <Modal
      title={t('users.createTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={isLoading}
          onCancel={onClose}
          form={formId}
          label={isLoading ? t('users.creating') : t('users.createTitle')}
        />
      }
    >
      <form id={formId} className="modal-form" onSubmit={submit} noValidate>
        <p className="muted">{t('users.createHint')}</p>
        <label>
          {t('users.fullName')}
          <input name="name" autoComplete="off" value={form.name} onChange={set('name')} />
        </label>
        <label>
          {t('users.col.email')}
          <input name="email" type="email" autoComplete="off" value={form.email} onChange={set('email')} />
        </label>
        <label>
          {t('users.mobileNumber')}
          <input name="mobile" type="tel" autoComplete="off" value={form.mobile} onChange={set('mobile')} />
        </label>
        <div className="modal-field">
          <label htmlFor={`${formId}-password`}>{t('users.password')}</label>
          <div className="password-field">
            <input
              id={`${formId}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
            />
            <button
              type="button"
              className="password-toggle"
              aria-label={showPassword ? t('users.hidePassword') : t('users.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? t('users.hide') : t('users.show')}
            </button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
