import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../shared/i18n/i18n';

interface AuthCardProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The spec's toasts, in the spec's order, replace the browser's bubbles. */
  noValidate?: boolean;
  /** A "← Back" button to the previous step. */
  onBack?: () => void;
  /** The line under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred form card of the sign-in, sign-up and password-reset screens. */
export function AuthCard({ title, onSubmit, noValidate, onBack, lead, children }: AuthCardProps) {
  const t = useT();
  return (
    <section className="page auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate={noValidate}>
        {onBack && (
          <button type="button" className="back-link" onClick={onBack}>
            {t('auth.back')}
          </button>
        )}
        <h1>{title}</h1>
        {lead && <p className="muted auth-lead">{lead}</p>}
        {children}
      </form>
    </section>
  );
}
