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
import { useT } from '../../shared/i18n/i18n';

/** The server sends at most one code per email per minute. */
const RESEND_COOLDOWN_SECONDS = 60;

/** Email → emailed reset code + new password → back to sign in. */
export function ForgotPasswordPage() {
  const t = useT();
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
        title={t('auth.setANewPassword')}
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
          label={t('auth.resetCode')}
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
          label={t('auth.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('auth.saving') : t('auth.resetPassword')}
        </button>
        <p className="muted auth-switch">
          {t('auth.noCode')}{' '}
          <button type="button" className="inline-link" onClick={sendCode} disabled={cooldown.secondsLeft > 0}>
            {t('auth.sendANewCode')}
          </button>
          {cooldown.secondsLeft > 0 && (
            <span className="cooldown">
              {' '}
              ({cooldown.secondsLeft}
              {t('auth.s')}
            </span>
          )}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgotPassword')}
      onSubmit={submitEmail}
      noValidate
      lead={<>Enter your account email and we&apos;ll send you a code to reset your password.</>}
    >
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('auth.sending') : t('auth.sendResetCode')}
      </button>
      <p className="muted auth-switch">
        {t('auth.rememberedIt')} <Link to="/login">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
