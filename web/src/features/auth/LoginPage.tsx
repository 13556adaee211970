import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { fetchHousehold } from '../profiles/profiles-api';
import { redirectTarget } from '../../shared/auth/redirect-target';
import { signIn as requestSignIn } from './auth-api';
import { askForNoticeIf } from '../privacy/notice-prompt';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { PasswordInput } from './PasswordInput';
import { TextField } from './TextField';
import { AuthCard } from './AuthCard';
import { useT } from '../../shared/i18n/i18n';

export function LoginPage() {
  const t = useT();
  const { token, user, signIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);

  // Already signed in (or just signed in): go where the visitor was heading.
  if (token && user && !busy) return <Navigate to={redirectTarget(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await requestSignIn({ email: email.trim(), password, remember });
      if (!result) {
        toast.error(MESSAGES.invalidLoginResponse);
        setBusy(false);
        return;
      }
      signIn(result, remember);
      askForNoticeIf(result.privacy?.consentNeeded);
      toast.success(MESSAGES.loginSuccess);
      // "Who's watching?" first when the account has a choice to make (or its own profile is locked).
      const household = await fetchHousehold().catch(() => null);
      const choose = household && (household.profiles.length > 1 || household.profiles.some((p) => p.pinRequired));
      if (choose) {
        // Stays busy: the signed-in redirect above must not race this navigation to '/'.
        void navigate('/profiles', { replace: true, state: location.state });
        return;
      }
      setBusy(false);
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.loginFailed));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.signIn')} onSubmit={submit}>
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <PasswordInput
        label={t('auth.password')}
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div className="auth-row">
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('auth.keepMeSignedIn')}
        </label>
        <Link to="/forgot-password">{t('auth.forgotPassword2')}</Link>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <p className="muted auth-switch">
        {t('auth.newToStreamhub')} <Link to="/signup">{t('auth.signUp')}</Link>
      </p>
      <div className="demo-hints" role="group" aria-label={t('auth.demoCredentials')}>
        <p className="demo-hints-title">{t('auth.demoCredentials')}</p>
        {DEMO_ACCOUNTS.map((account) => (
          <button
            key={account.email}
            type="button"
            className="demo-hint"
            title={t('auth.fillInTheseCredentials')}
            onClick={() => {
              setEmail(account.email);
              setPassword(account.password);
            }}
          >
            <strong>{account.label}:</strong> {account.email} / {account.password}
          </button>
        ))}
      </div>
    </AuthCard>
  );
}
