import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_HOLDER_MIN_AGE } from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';
import { CONSENT_PURPOSE_KEYS } from './consent-keys';
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
  const t = useT();
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
      <legend>{t('privacy.signupLegend')}</legend>
      <PrivacyNotice />
      {box(
        'noticeRead',
        <>
          {t('privacy.signupNoticeBefore')} <Link to="/privacy">{t('privacy.signupNoticeLink')}</Link>{' '}
          {t('privacy.signupNoticeAfter')}
        </>,
      )}
      {box('adult', t('privacy.signupAdult', { age: ACCOUNT_HOLDER_MIN_AGE }))}
      <p className="muted consent-optional">{t('privacy.signupOptional')}</p>
      {box('personalisation', t(CONSENT_PURPOSE_KEYS.personalisation))}
      {box('marketing', t(CONSENT_PURPOSE_KEYS.marketing))}
    </fieldset>
  );
}
