import { MESSAGES } from '../../shared/messages';

export const OTP_MAX_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;

export interface SignupForm {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation: length first, then the match (docs/product.md §5 steps 4–5). */
export function newPasswordError(password: string, confirmPassword: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return null;
}

/** The change-password form: the new password follows the signup rules and must differ from the current one. */
export function changePasswordError(currentPassword: string, password: string, confirmPassword: string): string | null {
  const problem = newPasswordError(password, confirmPassword);
  if (problem) return problem;
  return password === currentPassword ? MESSAGES.newPasswordSameAsCurrent : null;
}

/** The first failing signup rule in docs/product.md §5 order, or null when the form may be sent. */
export function signupError(form: SignupForm): string | null {
  if (!form.name.trim()) return MESSAGES.nameRequired;
  if (!form.email.trim()) return MESSAGES.emailRequired;
  if (!form.mobile.trim()) return MESSAGES.mobileRequired;
  return newPasswordError(form.password, form.confirmPassword);
}

/** The body POST /auth/signup receives: text fields trimmed, the password as typed. */
export function signupRequest(form: SignupForm) {
  return { name: form.name.trim(), email: form.email.trim(), mobile: form.mobile.trim(), password: form.password };
}

/** OTP rule of docs/product.md §5: blank after trimming is refused; the input caps the length. */
export function otpError(otp: string): string | null {
  return otp.trim() ? null : MESSAGES.enterOtp;
}

/** Keeps the digits of what the user typed or pasted, at most 6: letters never reach the server. */
export function clampOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_MAX_LENGTH);
}
