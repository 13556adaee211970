import type { Grievance } from '@streamhub/contracts';
import { formatDate } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';
import { CATEGORY_KEYS, STATUS_KEYS } from './grievance-labels';

/** A grievance as its complainant sees it: status, deadline and decision. */
export function GrievanceStatus({ grievance, onAppeal }: { grievance: Grievance; onAppeal?: () => void }) {
  const t = useT();
  const zone = { timeZone: 'Asia/Kolkata' } as const;
  return (
    <article className="contact-card grievance-status" aria-label={`Grievance ${grievance.reference}`}>
      <h3>{grievance.reference}</h3>
      <dl>
        <dt>{t('grievances.status')}</dt>
        <dd data-testid="grievance-status">{t(STATUS_KEYS[grievance.status])}</dd>
        <dt>{t('grievances.about')}</dt>
        <dd>
          {t(CATEGORY_KEYS[grievance.category])}
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
