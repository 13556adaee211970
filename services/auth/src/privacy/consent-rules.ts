import {
  PRIVACY_NOTICE_VERSION,
  ServiceErrorCode,
  PrivacyMessages,
  type ConsentRecord,
  type PrivacyStatus,
  type SignupConsent,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import type { StoredConsent, StoredPurpose } from './consent.schema';

/** What a sign-up agreed to, once checked: the notice in force, an adult, and each opt-in as ticked. */
export interface CheckedSignupConsent {
  noticeVersion: string;
  marketing: boolean;
  personalisation: boolean;
}

/** The consent as it arrives: any field may be missing or null. */
type NullableConsent = { [K in keyof SignupConsent]?: SignupConsent[K] | null };

/**
 * A sign-up needs the notice in force agreed to and the 18+ confirmation; the opt-ins are
 * optional and count only when explicitly true (never assumed).
 */
export function checkSignupConsent(consent: NullableConsent | null | undefined): CheckedSignupConsent {
  if (!consent || typeof consent.noticeVersion !== 'string' || !consent.noticeVersion)
    throw refused(PrivacyMessages.noticeRequired);
  if (consent.noticeVersion !== PRIVACY_NOTICE_VERSION) throw refused(PrivacyMessages.noticeOutdated);
  if (consent.adult !== true) throw refused(PrivacyMessages.adultRequired);
  return {
    noticeVersion: consent.noticeVersion,
    marketing: consent.marketing === true,
    personalisation: consent.personalisation === true,
  };
}

const refused = (message: string) => new ServiceError(ServiceErrorCode.Invalid, message, 'CONSENT_REQUIRED');

/** A purpose's next state: its date moves only when its answer changes. */
export function nextPurpose(
  previous: StoredPurpose | undefined,
  wanted: boolean | undefined,
  now: Date,
): StoredPurpose {
  const granted = wanted ?? previous?.granted ?? false;
  return previous && previous.granted === granted ? previous : { granted, changedAt: now };
}

export function privacyStatusOf(latest: Pick<StoredConsent, 'noticeVersion'> | null): PrivacyStatus {
  const agreedVersion = latest?.noticeVersion ?? null;
  return {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    agreedVersion,
    consentNeeded: agreedVersion !== PRIVACY_NOTICE_VERSION,
  };
}

export function toConsentRecord(stored: StoredConsent): ConsentRecord {
  const purpose = (p: StoredPurpose) => ({ granted: p.granted, changedAt: new Date(p.changedAt).toISOString() });
  return {
    noticeVersion: stored.noticeVersion,
    adult: stored.adult,
    purposes: {
      marketing: purpose(stored.purposes.marketing),
      personalisation: purpose(stored.purposes.personalisation),
    },
    source: stored.source,
    at: new Date(stored.at).toISOString(),
    ip: stored.ip ?? null,
    userAgent: stored.userAgent ?? null,
  };
}
