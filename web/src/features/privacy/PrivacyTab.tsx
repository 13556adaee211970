import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  CONSENT_PURPOSES,
  PRIVACY_NOTICE_VERSION,
  type ConsentPurpose,
  type ConsentsReply,
  type UpdateConsentsRequest,
} from '@streamhub/contracts';
import { formatDate, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { queryKeys, USER_SCOPE } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { t as translate, useT, type MessageKey } from '../../shared/i18n/i18n';
import { CONSENT_PURPOSE_KEYS } from './consent-keys';
import { DownloadDataSection } from './DownloadDataSection';
import { NomineeSection } from './NomineeSection';
import { PrivacyNotice } from './PrivacyNotice';
import { fetchConsents, updateConsents } from './privacy-api';
import './privacy.css';

export const consentsQueryKey = (userId: string) => [USER_SCOPE, userId, 'privacy', 'consents'] as const;

const SOURCE_LABELS: Record<ConsentsReply['history'][number]['source'], MessageKey> = {
  signup: 'privacy.sourceSignup',
  settings: 'privacy.sourceSettings',
  notice: 'privacy.sourceNotice',
};

/** The short name of each purpose in the consent history, with the answer given. */
const HISTORY_PURPOSE_KEYS: Record<ConsentPurpose, MessageKey> = {
  marketing: 'privacy.historyMarketing',
  personalisation: 'privacy.historyPersonalisation',
};

/** My Account → Privacy: each consent with its date, given or withdrawn with one button (docs/privacy.md). */
export function PrivacyTab() {
  const t = useT();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const consents = useQuery({ queryKey: consentsQueryKey(userId), queryFn: fetchConsents, enabled: !!userId });
  const change = useMutation({
    mutationFn: (update: UpdateConsentsRequest) => updateConsents(update),
    onSuccess: (reply) => {
      queryClient.setQueryData(consentsQueryKey(userId), reply);
      // Personalised rows follow the consent at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.becauseYouWatched(userId) });
      toast.success(translate('privacy.consentsUpdated'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (consents.isPending) return <p className="muted">{t('privacy.loading')}</p>;
  if (consents.isError) return <p role="alert">{errorMessage(consents.error)}</p>;
  const { status, current, history } = consents.data;

  const granted = (purpose: ConsentPurpose) => current?.purposes[purpose].granted === true;
  return (
    <div className="privacy-tab">
      <section aria-labelledby="privacy-consents-title">
        <h2 id="privacy-consents-title">{t('privacy.consentsTitle')}</h2>
        {status.consentNeeded && (
          <div className="notice-banner" role="status">
            <span>{t('privacy.noticeChanged', { version: PRIVACY_NOTICE_VERSION })}</span>
            <button
              type="button"
              className="btn btn-primary"
              disabled={change.isPending}
              onClick={() => change.mutate({ noticeVersion: PRIVACY_NOTICE_VERSION })}
            >
              {t('privacy.agreeToNewNotice')}
            </button>
          </div>
        )}
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose} className="consent-row" data-purpose={purpose}>
            <div>
              <strong>{t(CONSENT_PURPOSE_KEYS[purpose])}</strong>
              <p className="muted">
                {current
                  ? t(granted(purpose) ? 'privacy.givenSince' : 'privacy.notGivenSince', {
                      date: formatDate(current.purposes[purpose].changedAt, { withTime: true }),
                    })
                  : t(granted(purpose) ? 'privacy.given' : 'privacy.notGiven')}
              </p>
            </div>
            <button
              type="button"
              className={granted(purpose) ? 'btn btn-ghost' : 'btn btn-primary'}
              disabled={change.isPending}
              onClick={() => change.mutate({ [purpose]: !granted(purpose) })}
            >
              {granted(purpose) ? t('privacy.withdraw') : t('privacy.giveConsent')}
            </button>
          </div>
        ))}
        <p className="muted">
          {t('privacy.contractBefore')} <Link to="/profile">{t('privacy.contractDeleteLink')}</Link>
          {t('privacy.contractMiddle')} <Link to="/privacy">{t('privacy.contractPolicyLink')}</Link>
          {t('privacy.contractAfter')}
        </p>
      </section>
      <DownloadDataSection />
      <NomineeSection />
      <PrivacyNotice heading={t('privacy.noticeHeadingHeld')} />
      <section aria-labelledby="privacy-history-title">
        <h2 id="privacy-history-title">{t('privacy.historyTitle')}</h2>
        <ul className="privacy-history">
          {history.map((record) => (
            <li key={`${record.at}-${record.source}`}>
              {t('privacy.historyEntry', {
                date: formatDate(record.at, { withTime: true }),
                source: t(SOURCE_LABELS[record.source]),
                version: record.noticeVersion,
              })}
              {' — '}
              {CONSENT_PURPOSES.map((p) =>
                t(HISTORY_PURPOSE_KEYS[p], { answer: record.purposes[p].granted ? 'yes' : 'no' }),
              ).join(', ')}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
