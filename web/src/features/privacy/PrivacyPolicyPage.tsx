import { Link } from 'react-router-dom';
import { ACCOUNT_HOLDER_MIN_AGE, PRIVACY_NOTICE_VERSION } from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';
import { CONSENT_PURPOSE_KEYS } from './consent-keys';
import { PrivacyNotice } from './PrivacyNotice';
import './privacy.css';

/**
 * /privacy: the privacy policy, written from the facts in docs/privacy.md and versioned with the
 * notice shown at sign-up (PRIVACY_NOTICE_VERSION): a change to either asks every account again.
 */
export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <article className="page legal">
      <h1 className="page-title">{t('privacy.policyTitle')}</h1>
      <p className="muted">{t('privacy.policyVersion', { version: PRIVACY_NOTICE_VERSION })}</p>
      <p>{t('privacy.policyIntro')}</p>

      <h2>{t('privacy.noticeHeading')}</h2>
      <PrivacyNotice heading={t('privacy.policyNoticeHeading')} />
      <p>{t('privacy.policyPlayback')}</p>

      <h2>{t('privacy.policyConsentTitle')}</h2>
      <p>
        {t('privacy.policyConsentBefore')} <Link to="/profile?tab=privacy">{t('privacy.policyConsentLink')}</Link>
        {t('privacy.policyConsentAfter')}
      </p>
      <ul>
        <li>{t('privacy.policyPersonalisationItem', { purpose: t(CONSENT_PURPOSE_KEYS.personalisation) })}</li>
        <li>{t('privacy.policyMarketingItem', { purpose: t(CONSENT_PURPOSE_KEYS.marketing) })}</li>
      </ul>
      <p>{t('privacy.policyConsentRecord')}</p>

      <h2>{t('privacy.policyChildrenTitle')}</h2>
      <p>{t('privacy.policyChildren', { age: ACCOUNT_HOLDER_MIN_AGE })}</p>

      <h2>{t('privacy.policyRetentionTitle')}</h2>
      <ul>
        <li>{t('privacy.policyRetentionAccount')}</li>
        <li>
          {t('privacy.policyRetentionDeletionBefore')}{' '}
          <Link to="/deletion-policy">{t('privacy.policyRetentionDeletionLink')}</Link>
          {t('privacy.policyRetentionDeletionAfter')}
        </li>
        <li>{t('privacy.policyRetentionPayments')}</li>
        <li>{t('privacy.policyRetentionPlayback')}</li>
      </ul>

      <h2>{t('privacy.policyRightsTitle')}</h2>
      <ul>
        <li>{t('privacy.policyRightsConsent')}</li>
        <li>{t('privacy.policyRightsDownload')}</li>
        <li>{t('privacy.policyRightsCorrect')}</li>
        <li>{t('privacy.policyRightsErase')}</li>
        <li>{t('privacy.policyRightsComplain')}</li>
        <li>{t('privacy.policyRightsNominate')}</li>
      </ul>

      <h2>{t('privacy.policyPaymentsTitle')}</h2>
      <p>{t('privacy.policyPayments')}</p>

      <h2>{t('privacy.policyGrievanceTitle')}</h2>
      <p>
        {t('privacy.policyGrievanceBefore')} <Link to="/grievances">{t('privacy.policyGrievanceLink')}</Link>{' '}
        {t('privacy.policyGrievanceMiddle')} <Link to="/contact">{t('privacy.policyContactLink')}</Link>
        {t('privacy.policyGrievanceAfter')}
      </p>

      <h2>{t('privacy.policyBreachTitle')}</h2>
      <p>{t('privacy.policyBreach')}</p>
    </article>
  );
}
