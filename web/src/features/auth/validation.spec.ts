import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import {
  changePasswordError,
  clampOtp,
  newPasswordError,
  otpError,
  signupError,
  signupRequest,
  type SignupForm,
} from './validation';

const valid: SignupForm = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('signup validation', () => {
  it('accepts a complete form', () => {
    expect(signupError(valid)).toBeNull();
  });

  it('reports the first failing rule in spec order: name, email, mobile, password length, match', () => {
    const empty: SignupForm = { name: '', email: '', mobile: '', password: '', confirmPassword: 'x' };
    expect(signupError(empty)).toBe(MESSAGES.nameRequired);
    expect(signupError({ ...empty, name: 'A' })).toBe(MESSAGES.emailRequired);
    expect(signupError({ ...empty, name: 'A', email: 'a@x.io' })).toBe(MESSAGES.mobileRequired);
    expect(signupError({ ...empty, name: 'A', email: 'a@x.io', mobile: '9876543210' })).toBe(MESSAGES.passwordTooShort);
    expect(signupError({ ...valid, confirmPassword: 'secret2' })).toBe(MESSAGES.passwordsDoNotMatch);
  });

  it('treats whitespace-only name, email and mobile as missing', () => {
    expect(signupError({ ...valid, name: '   ' })).toBe(MESSAGES.nameRequired);
    expect(signupError({ ...valid, email: ' \t' })).toBe(MESSAGES.emailRequired);
    expect(signupError({ ...valid, mobile: '  ' })).toBe(MESSAGES.mobileRequired);
  });

  it('checks the password length before the confirmation', () => {
    expect(signupError({ ...valid, password: '12345', confirmPassword: 'other' })).toBe(MESSAGES.passwordTooShort);
  });

  it('accepts a password of exactly 6 characters and does not trim passwords', () => {
    expect(newPasswordError('123456', '123456')).toBeNull();
    expect(newPasswordError('12345 ', '12345 ')).toBeNull();
    expect(newPasswordError('     ', '     ')).toBe(MESSAGES.passwordTooShort);
  });

  it('sends trimmed text fields and the password as typed', () => {
    expect(
      signupRequest({
        ...valid,
        name: ' Asha ',
        email: ' Asha@Example.com ',
        mobile: ' 98765 43210 ',
        password: ' pw 123 ',
      }),
    ).toEqual({
      name: 'Asha',
      email: 'Asha@Example.com',
      mobile: '98765 43210',
      password: ' pw 123 ',
    });
  });
});

describe('otp validation', () => {
  it('refuses a blank or whitespace-only code with "Please enter OTP"', () => {
    expect(otpError('')).toBe(MESSAGES.enterOtp);
    expect(otpError('   ')).toBe(MESSAGES.enterOtp);
    expect(otpError('123456')).toBeNull();
  });

  it('keeps at most 6 digits of what was typed or pasted', () => {
    expect(clampOtp(' 1234567 ')).toBe('123456');
    expect(clampOtp('12')).toBe('12');
  });

  it('drops letters and other non-digits', () => {
    expect(clampOtp('a1b2c3')).toBe('123');
    expect(clampOtp('12 34-56x7')).toBe('123456');
    expect(clampOtp('abc')).toBe('');
  });
});

describe('change password validation', () => {
  it('refuses the current password as the new one', () => {
    expect(changePasswordError('same-pass', 'same-pass', 'same-pass')).toBe(MESSAGES.newPasswordSameAsCurrent);
    expect(changePasswordError('old-pass', 'new-pass', 'new-pass')).toBeNull();
  });

  it('checks length and confirmation first', () => {
    expect(changePasswordError('12345', '12345', '12345')).toBe(MESSAGES.passwordTooShort);
    expect(changePasswordError('old-pass', 'new-pass', 'other')).toBe(MESSAGES.passwordsDoNotMatch);
  });
});
