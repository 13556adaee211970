import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { errorMessage } from '../../shared/api/client';
import { requestPasswordReset, resetPassword } from './auth-api';
import { clampOtp, newPasswordError, OTP_MAX_LENGTH } from './validation';
import { useCountdown } from './use-countdown';
import { PasswordInput } from './PasswordInput';
import { TextField } from './TextField';
import { AuthCard } from './AuthCard';

/** The server sends at most one code per email per minute. */
const RESEND_COOLDOWN_SECONDS = 60;

/** Email → emailed reset code + new password → back to sign in. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const cooldown = useCountdown();

  const sendCode = async (): Promise<boolean> => {
    try {
      await requestPasswordReset(email.trim());
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast.success(MESSAGES.resetCodeSent);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(MESSAGES.emailRequired);
      return;
    }
    setBusy(true);
    if (await sendCode()) setStep('reset');
    setBusy(false);
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    const problem = code.trim() ? newPasswordError(password, confirmPassword) : MESSAGES.enterResetCode;
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      await resetPassword({ email: email.trim(), code: code.trim(), newPassword: password });
      toast.success(MESSAGES.passwordResetDone);
      void navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'reset') {
    return (
      <AuthCard
        title="Set a new password"
        onSubmit={submitReset}
        noValidate
        onBack={() => setStep('email')}
        lead={
          <>
            If <strong>{email.trim()}</strong> has an account, a reset code is on its way.
          </>
        }
      >
        <TextField
          label="Reset code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_MAX_LENGTH}
          className="otp-input"
          value={code}
          clean={clampOtp}
          onChange={setCode}
        />
        <PasswordInput
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordInput
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Saving...' : 'Reset Password'}
        </button>
        <p className="muted auth-switch">
          No code?{' '}
          <button type="button" className="inline-link" onClick={sendCode} disabled={cooldown.secondsLeft > 0}>
            Send a new code
          </button>
          {cooldown.secondsLeft > 0 && <span className="cooldown"> ({cooldown.secondsLeft}s)</span>}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      onSubmit={submitEmail}
      noValidate
      lead={<>Enter your account email and we&apos;ll send you a code to reset your password.</>}
    >
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Code'}
      </button>
      <p className="muted auth-switch">
        Remembered it? <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
