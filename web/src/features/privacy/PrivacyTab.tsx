import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  PRIVACY_NOTICE_VERSION,
  PrivacyMessages,
  type ConsentPurpose,
  type ConsentsReply,
  type UpdateConsentsRequest,
} from '@streamhub/contracts';
import { formatDate, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { queryKeys, USER_SCOPE } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { DownloadDataSection } from './DownloadDataSection';
import { PrivacyNotice } from './PrivacyNotice';
import { fetchConsents, updateConsents } from './privacy-api';
import './privacy.css';

export const consentsQueryKey = (userId: string) => [USER_SCOPE, userId, 'privacy', 'consents'] as const;

const SOURCE_LABELS: Record<ConsentsReply['history'][number]['source'], string> = {
  signup: 'At sign-up',
  settings: 'In My Account → Privacy',
  notice: 'Agreed to a new notice',
};

/** My Account → Privacy: each consent with its date, given or withdrawn with one button (docs/privacy.md). */
export function PrivacyTab() {
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
      toast.success(PrivacyMessages.consentsUpdated);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (consents.isPending) return <p className="muted">Loading...</p>;
  if (consents.isError) return <p role="alert">{errorMessage(consents.error)}</p>;
  const { status, current, history } = consents.data;

  const granted = (purpose: ConsentPurpose) => current?.purposes[purpose].granted === true;
  return (
    <div className="privacy-tab">
      <section aria-labelledby="privacy-consents-title">
        <h2 id="privacy-consents-title">Your consents</h2>
        {status.consentNeeded && (
          <div className="notice-banner" role="status">
            <span>Our privacy notice has changed (version {PRIVACY_NOTICE_VERSION}).</span>
            <button
              type="button"
              className="btn btn-primary"
              disabled={change.isPending}
              onClick={() => change.mutate({ noticeVersion: PRIVACY_NOTICE_VERSION })}
            >
              I agree to the new notice
            </button>
          </div>
        )}
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose} className="consent-row" data-purpose={purpose}>
            <div>
              <strong>{CONSENT_PURPOSE_LABELS[purpose]}</strong>
              <p className="muted">
                {granted(purpose) ? 'Given' : 'Not given'}
                {current ? ` since ${formatDate(current.purposes[purpose].changedAt, { withTime: true })}` : ''}
              </p>
            </div>
            <button
              type="button"
              className={granted(purpose) ? 'btn btn-ghost' : 'btn btn-primary'}
              disabled={change.isPending}
              onClick={() => change.mutate({ [purpose]: !granted(purpose) })}
            >
              {granted(purpose) ? 'Withdraw' : 'Give consent'}
            </button>
          </div>
        ))}
        <p className="muted">
          What your plan needs (your account, payments, playback) is not a matter of consent: it ends when you{' '}
          <Link to="/profile">delete your account</Link>. Read the full <Link to="/privacy">privacy policy</Link>.
        </p>
      </section>
      <DownloadDataSection />
      <PrivacyNotice heading="What we hold about you" />
      <section aria-labelledby="privacy-history-title">
        <h2 id="privacy-history-title">Consent history</h2>
        <ul className="privacy-history">
          {history.map((record) => (
            <li key={`${record.at}-${record.source}`}>
              {formatDate(record.at, { withTime: true })}: {SOURCE_LABELS[record.source]}, notice {record.noticeVersion}
              {' — '}
              {CONSENT_PURPOSES.map(
                (p) => `${CONSENT_PURPOSE_LABELS[p].split(' ')[0]} ${record.purposes[p].granted ? 'yes' : 'no'}`,
              ).join(', ')}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
