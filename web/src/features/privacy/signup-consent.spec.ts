import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, PrivacyMessages } from '@streamhub/contracts';
import { EMPTY_SIGNUP_CONSENT, signupConsentOf, signupConsentProblem } from './signup-consent';

describe('sign-up consent', () => {
  it('starts with nothing ticked and asks for the notice first, then the 18+ confirmation', () => {
    expect(signupConsentProblem(EMPTY_SIGNUP_CONSENT)).toBe(PrivacyMessages.noticeRequired);
    expect(signupConsentProblem({ ...EMPTY_SIGNUP_CONSENT, noticeRead: true })).toBe(PrivacyMessages.adultRequired);
    expect(signupConsentProblem({ ...EMPTY_SIGNUP_CONSENT, noticeRead: true, adult: true })).toBeNull();
  });

  it('sends the notice version only when agreed, and each opt-in as ticked', () => {
    expect(signupConsentOf(EMPTY_SIGNUP_CONSENT)).toEqual({ adult: false, marketing: false, personalisation: false });
    expect(signupConsentOf({ noticeRead: true, adult: true, marketing: false, personalisation: true })).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      adult: true,
      marketing: false,
      personalisation: true,
    });
  });
});
