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
import { SignupConsentFields } from '../privacy/SignupConsentFields';
import { EMPTY_SIGNUP_CONSENT, signupConsentOf, signupConsentProblem } from '../privacy/signup-consent';

/** The server accepts one OTP request per email per minute. */
const RESEND_COOLDOWN_SECONDS = 60;

const EMPTY_FORM: SignupForm = { name: '', email: '', mobile: '', password: '', confirmPassword: '' };

/** Two steps (docs/product.md §2): account details, then the emailed verification code. */
export function SignupPage() {
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
        title="Verify your email"
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
          label="Verification code"
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
          {busy ? 'Verifying...' : 'Verify & Create Account'}
        </button>
        <p className="muted auth-switch">
          Didn&apos;t get the code?{' '}
          <button
            type="button"
            className="inline-link"
            onClick={resend}
            disabled={resending || cooldown.secondsLeft > 0}
          >
            Resend OTP
          </button>
          {cooldown.secondsLeft > 0 && <span className="cooldown"> ({cooldown.secondsLeft}s)</span>}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" onSubmit={submitDetails} noValidate>
      <TextField label="Full Name" name="name" autoComplete="name" value={form.name} onChange={set('name')} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        name="mobile"
        autoComplete="tel"
        value={form.mobile}
        onChange={set('mobile')}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
      />
      <PasswordInput
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <SignupConsentFields value={consent} onChange={setConsent} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Sending code...' : 'Continue'}
      </button>
      <p className="muted auth-switch">
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </AuthCard>
  );
}
