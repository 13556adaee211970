import { useId, useState, type FormEvent } from 'react';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { ModalActions } from '../../shared/ui/ModalActions';
import { runWithToast } from '../../shared/run-with-toast';
import { useCreateAdminMutation } from './users-api';
import { createAdminError, type CreateAdminForm } from './create-admin-validation';

const EMPTY: CreateAdminForm = { name: '', email: '', mobile: '', password: '' };

/** POST /auth/create-admin: a new admin account, or an existing user with that email promoted. */
export function CreateAdminModal({ onClose }: { onClose: () => void }) {
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
      title="Create Admin"
      onClose={onClose}
      footer={
        <ModalActions
          busy={isLoading}
          onCancel={onClose}
          form={formId}
          label={isLoading ? 'Creating...' : 'Create Admin'}
        />
      }
    >
      <form id={formId} className="modal-form" onSubmit={submit} noValidate>
        <p className="muted">An existing user with this email is promoted to admin instead.</p>
        <label>
          Full Name
          <input name="name" autoComplete="off" value={form.name} onChange={set('name')} />
        </label>
        <label>
          Email
          <input name="email" type="email" autoComplete="off" value={form.email} onChange={set('email')} />
        </label>
        <label>
          Mobile Number
          <input name="mobile" type="tel" autoComplete="off" value={form.mobile} onChange={set('mobile')} />
        </label>
        <div className="modal-field">
          <label htmlFor={`${formId}-password`}>Password</label>
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
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
