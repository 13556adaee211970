import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { SignupReply } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { resendSignupOtp, signUp, verifySignupOtp } from './auth-api';
import { clampOtp, OTP_MAX_LENGTH, otpError, signupError, signupRequest, type SignupForm } from './validation';
import { useCountdown } from './use-countdown';
import { PasswordInput } from './PasswordInput';
import { TextField } from './TextField';
import { AuthCard } from './AuthCard';
import { useT } from '../../shared/i18n/i18n';
import { SignupConsentFields } from '../privacy/SignupConsentFields';
import { EMPTY_SIGNUP_CONSENT, signupConsentOf, signupConsentProblem } from '../privacy/signup-consent';

/** The server accepts one OTP request per email per minute. */
const RESEND_COOLDOWN_SECONDS = 60;

const EMPTY_FORM: SignupForm = { name: '', email: '', mobile: '', password: '', confirmPassword: '' };

/** Two steps (docs/product.md §2): account details, then the emailed verification code. */
export function SignupPage() {
  const t = useT();
  const { token, user, signIn } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [consent, setConsent] = useState(EMPTY_SIGNUP_CONSENT);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [pending, setPending] = useState<SignupReply>({ email: '', signupId: '' });
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCountdown();

  if (token && user && !busy) return <Navigate to="/" replace />;

  const set = (field: keyof SignupForm) => (value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signupError(form) ?? signupConsentProblem(consent);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      setPending(await signUp({ ...signupRequest(form), consent: signupConsentOf(consent) }));
      setOtp('');
      setStep('otp');
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast.success(MESSAGES.otpSent);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.signupFailed));
    } finally {
      setBusy(false);
    }
  };

  const submitOtp = async (event: FormEvent) => {
    event.preventDefault();
    const problem = otpError(otp);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await verifySignupOtp(pending, otp.trim());
      if (!result) {
        toast.error(MESSAGES.otpVerificationFailed);
        return;
      }
      signIn(result, false);
      toast.success(MESSAGES.accountCreated);
      void navigate('/', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.otpVerificationFailed));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendSignupOtp(pending);
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      toast.success(MESSAGES.otpSent);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.resendOtpFailed));
    } finally {
      setResending(false);
    }
  };

  if (step === 'otp') {
    return (
      <AuthCard
        title={t('auth.verifyYourEmail')}
        onSubmit={submitOtp}
        noValidate
        onBack={() => setStep('details')}
        lead={
          <>
            Enter the verification code we sent to <strong>{pending.email}</strong>.
          </>
        }
      >
        <TextField
          label={t('auth.verificationCode')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_MAX_LENGTH}
          className="otp-input"
          value={otp}
          clean={clampOtp}
          onChange={setOtp}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('auth.verifying') : t('auth.verifyCreateAccount')}
        </button>
        <p className="muted auth-switch">
          {t('auth.didnTGetTheCode')}{' '}
          <button
            type="button"
            className="inline-link"
            onClick={resend}
            disabled={resending || cooldown.secondsLeft > 0}
          >
            {t('auth.resendOtp')}
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
    <AuthCard title={t('auth.signUp')} onSubmit={submitDetails} noValidate>
      <TextField label={t('auth.fullName')} name="name" autoComplete="name" value={form.name} onChange={set('name')} />
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <TextField
        label={t('auth.mobileNumber')}
        type="tel"
        name="mobile"
        autoComplete="tel"
        value={form.mobile}
        onChange={set('mobile')}
      />
      <PasswordInput
        label={t('auth.password')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <SignupConsentFields value={consent} onChange={setConsent} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t('auth.sendingCode') : t('auth.continue')}
      </button>
      <p className="muted auth-switch">
        {t('auth.alreadyHaveAnAccount')} <Link to="/login">{t('auth.signIn')}</Link>
      </p>
    </AuthCard>
  );
}
