import { ACCOUNT_HOLDER_MIN_AGE, PRIVACY_NOTICE_VERSION, type SignupConsent } from '@streamhub/contracts';
import { t } from '../../shared/i18n/i18n';

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
  if (!state.noticeRead) return t('privacy.noticeRequired');
  if (!state.adult) return t('privacy.adultRequired', { age: ACCOUNT_HOLDER_MIN_AGE });
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
