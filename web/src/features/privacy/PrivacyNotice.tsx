import { PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_VERSION } from '@streamhub/contracts';

/** The itemised notice: each piece of personal data collected and why (the sign-up form and /privacy). */
export function PrivacyNotice({ heading = 'What we collect and why' }: { heading?: string }) {
  return (
    <div className="privacy-notice">
      <p className="privacy-notice-heading">
        <strong>{heading}</strong> <span className="muted">(notice version {PRIVACY_NOTICE_VERSION})</span>
      </p>
      <dl className="privacy-notice-items">
        {PRIVACY_NOTICE_ITEMS.map((item) => (
          <div key={item.data} className="privacy-notice-item">
            <dt>{item.data}</dt>
            <dd>{item.purpose}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
