import type { ConsentPurpose, PRIVACY_NOTICE_ITEMS } from '@streamhub/contracts';
import type { MessageKey } from '../../shared/i18n/i18n';

/** The catalog keys of the contracts' consent purpose labels (CONSENT_PURPOSE_LABELS), shown translated. */
export const CONSENT_PURPOSE_KEYS: Record<ConsentPurpose, MessageKey> = {
  marketing: 'privacy.purposeMarketing',
  personalisation: 'privacy.purposePersonalisation',
};

/** The catalog keys of each item of the contracts' notice (PRIVACY_NOTICE_ITEMS), by its English name. */
export const NOTICE_ITEM_KEYS: Record<
  (typeof PRIVACY_NOTICE_ITEMS)[number]['data'],
  { data: MessageKey; purpose: MessageKey }
> = {
  Name: { data: 'privacy.noticeName', purpose: 'privacy.noticeNamePurpose' },
  'Email address': { data: 'privacy.noticeEmail', purpose: 'privacy.noticeEmailPurpose' },
  'Mobile number': { data: 'privacy.noticeMobile', purpose: 'privacy.noticeMobilePurpose' },
  Payments: { data: 'privacy.noticePayments', purpose: 'privacy.noticePaymentsPurpose' },
  'Viewing activity': { data: 'privacy.noticeViewing', purpose: 'privacy.noticeViewingPurpose' },
  'Device data': { data: 'privacy.noticeDevice', purpose: 'privacy.noticeDevicePurpose' },
};
