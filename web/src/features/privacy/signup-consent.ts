import { PRIVACY_NOTICE_VERSION, PrivacyMessages, type SignupConsent } from '@streamhub/contracts';

/** What the sign-up form's privacy part holds; nothing is ticked at first. */
export interface SignupConsentState {
  noticeRead: boolean;
  adult: boolean;
  marketing: boolean;
  personalisation: boolean;
}

export const EMPTY_SIGNUP_CONSENT: SignupConsentState = {
  noticeRead: false,
  adult: false,
  marketing: false,
  personalisation: false,
};

/** The first thing missing before the form may be sent (the server refuses it with the same message). */
export function signupConsentProblem(state: SignupConsentState): string | null {
  if (!state.noticeRead) return PrivacyMessages.noticeRequired;
  if (!state.adult) return PrivacyMessages.adultRequired;
  return null;
}

/** The consent as the sign-up request carries it: the notice version only when it was agreed to. */
export function signupConsentOf(state: SignupConsentState): SignupConsent {
  return {
    ...(state.noticeRead ? { noticeVersion: PRIVACY_NOTICE_VERSION } : {}),
    adult: state.adult,
    marketing: state.marketing,
    personalisation: state.personalisation,
  };
}
