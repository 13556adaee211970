import { GRIEVANCE_CATEGORY_LABELS, type Grievance } from '@streamhub/contracts';
import { formatDate } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';

const STATUS_LABELS: Record<Grievance['status'], string> = {
  received: 'Received',
  acknowledged: 'Acknowledged',
  under_review: 'Under review',
  decided: 'Decided',
  appealed: 'Appealed to the self-regulating body',
  closed: 'Closed',
};

/** A grievance as its complainant sees it: status, deadline and decision. */
export function GrievanceStatus({ grievance, onAppeal }: { grievance: Grievance; onAppeal?: () => void }) {
  const t = useT();
  const zone = { timeZone: 'Asia/Kolkata' } as const;
  return (
    <article className="contact-card grievance-status" aria-label={`Grievance ${grievance.reference}`}>
      <h3>{grievance.reference}</h3>
      <dl>
        <dt>{t('grievances.status')}</dt>
        <dd data-testid="grievance-status">{STATUS_LABELS[grievance.status]}</dd>
        <dt>{t('grievances.about')}</dt>
        <dd>
          {GRIEVANCE_CATEGORY_LABELS[grievance.category]}
          {grievance.titleName ? ` — ${grievance.titleName}` : ''}
        </dd>
        <dt>{t('grievances.filed')}</dt>
        <dd>{formatDate(grievance.filedAt, zone)}</dd>
        <dt>{t('grievances.decisionDueBy')}</dt>
        <dd>{formatDate(grievance.dueAt, zone)}</dd>
        {grievance.decision && (
          <>
            <dt>{t('grievances.decision')}</dt>
            <dd data-testid="grievance-decision">{grievance.decision}</dd>
          </>
        )}
      </dl>
      {grievance.canAppeal && onAppeal && (
        <button type="button" className="btn" onClick={onAppeal}>
          {MESSAGES.grievanceAppeal}
        </button>
      )}
    </article>
  );
}
