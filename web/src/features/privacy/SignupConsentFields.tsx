import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_HOLDER_MIN_AGE, CONSENT_PURPOSE_LABELS } from '@streamhub/contracts';
import { PrivacyNotice } from './PrivacyNotice';
import './privacy.css';
import type { SignupConsentState } from './signup-consent';

/**
 * The privacy part of the sign-up form (docs/privacy.md): the itemised notice, the two confirmations
 * the account needs, and the optional opt-ins, none of them ticked at first.
 */
export function SignupConsentFields({
  value,
  onChange,
}: {
  value: SignupConsentState;
  onChange: (next: SignupConsentState) => void;
}) {
  const box = (field: keyof SignupConsentState, label: ReactNode) => (
    <label className="checkbox consent-checkbox">
      <input
        type="checkbox"
        name={`consent-${field}`}
        checked={value[field]}
        onChange={(event) => onChange({ ...value, [field]: event.target.checked })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="signup-consent">
      <legend>Your privacy</legend>
      <PrivacyNotice />
      {box(
        'noticeRead',
        <>
          I have read the <Link to="/privacy">privacy notice</Link> and agree to it (required)
        </>,
      )}
      {box('adult', `I am ${ACCOUNT_HOLDER_MIN_AGE} or older (required; children watch in Kids profiles)`)}
      <p className="muted consent-optional">Optional, and you can change them any time in My Account → Privacy:</p>
      {box('personalisation', CONSENT_PURPOSE_LABELS.personalisation)}
      {box('marketing', CONSENT_PURPOSE_LABELS.marketing)}
    </fieldset>
  );
}
