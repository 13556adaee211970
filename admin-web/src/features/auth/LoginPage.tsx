import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isAdmin, toast } from '@streamhub/web-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../shared/messages';
import { apiErrorMessage } from '../../shared/api-error';
import { redirectTarget } from '../../shared/auth/redirect-target';
import { signedIn } from '../../shared/auth/session-slice';
import { useSignInMutation } from './auth-api';
import { useT } from '../../shared/i18n/i18n';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAppSelector((state) => state.session);
  const t = useT();
  const [signIn, { isLoading }] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  if (session.status === 'ready' && session.token && isAdmin(session.user)) {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await signIn({ signinDto: { email: email.trim(), password, remember } }).unwrap();
      // A viewer account is never kept in the admin app.
      if (!isAdmin(result.user)) {
        toast.error(MESSAGES.adminAccessRequired);
        return;
      }
      dispatch(signedIn({ result, remember }));
      toast.success(MESSAGES.loginSuccess);
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      toast.error(apiErrorMessage(error, MESSAGES.loginFailed));
    }
  };

  return (
    <main className="login-screen">
      <form className="auth-card login-card" onSubmit={submit}>
        <div className="brand">
          Stream<span>Hub</span> <small>{t('nav.admin')}</small>
        </div>
        <h1>{t('login.heading')}</h1>
        <label>
          {t('users.col.email')}
          <input
            type="email"
            name="email"
            required
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          {t('users.password')}
          <input
            type="password"
            name="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('login.remember')}
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={isLoading}>
          {isLoading ? t('login.signingIn') : t('title.signIn')}
        </button>
      </form>
    </main>
  );
}
