import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../shared/messages';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { redirectTarget } from '../../shared/auth/redirect-target';
import { signIn as requestSignIn } from './auth-api';

export function LoginPage() {
  const { token, user, signIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);

  if (token && user) return <Navigate to={redirectTarget(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await requestSignIn({ email: email.trim(), password });
      if (!result) {
        toast.error(MESSAGES.invalidLoginResponse);
        return;
      }
      signIn(result, remember);
      toast.success(MESSAGES.loginSuccess);
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.loginFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page auth-page">
      <form className="auth-card" onSubmit={submit}>
        <h1>Sign In</h1>
        <label>
          Email
          <input type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <span className="password-field">
            <input
              type={showPassword ? 'text' : 'password'}
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button type="button" className="link-button" onClick={() => setShowPassword((v) => !v)}>
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </span>
        </label>
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            Keep me signed in
          </label>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
        <p className="muted auth-switch">
          New to StreamHub? <Link to="/signup">Sign Up</Link>
        </p>
      </form>
    </section>
  );
}
