import { PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_VERSION } from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';
import { NOTICE_ITEM_KEYS } from './consent-keys';

/** The itemised notice: each piece of personal data collected and why (the sign-up form and /privacy). */
export function PrivacyNotice({ heading }: { heading?: string }) {
  const t = useT();
  return (
    <div className="privacy-notice">
      <p className="privacy-notice-heading">
        <strong>{heading ?? t('privacy.noticeHeading')}</strong>{' '}
        <span className="muted">{t('privacy.noticeVersion', { version: PRIVACY_NOTICE_VERSION })}</span>
      </p>
      <dl className="privacy-notice-items">
        {PRIVACY_NOTICE_ITEMS.map((item) => (
          <div key={item.data} className="privacy-notice-item">
            <dt>{t(NOTICE_ITEM_KEYS[item.data].data)}</dt>
            <dd>{t(NOTICE_ITEM_KEYS[item.data].purpose)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
