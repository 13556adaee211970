import { useState } from 'react';
import {
  CONTENT_DESCRIPTORS,
  GRIEVANCE_STATUSES,
  type AdminGrievance,
  type GrievanceStatus,
} from '@streamhub/contracts';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { t as translate, useT, type MessageKey } from '../../shared/i18n/i18n';
import { MESSAGES } from '../../shared/messages';
import { pageCount, useListPage, useStayOnLastPage } from '../../shared/paging';
import { SearchField } from '../../shared/ui/SearchField';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { runWithToast } from '../../shared/run-with-toast';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHead } from '../../shared/ui/PageHead';
import { Pagination } from '../../shared/ui/Pagination';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { DecideGrievanceModal } from './DecideGrievanceModal';
import { GrievanceReportCard } from './GrievanceReportCard';
import {
  grievancesQueryArgs,
  useGrievanceOfficeQuery,
  useListGrievancesQuery,
  useUpdateGrievanceMutation,
} from './grievances-api';
import { CATEGORY_KEYS, STATUS_KEYS, timeLeft, urgencyOf } from './grievances-view';
import './grievances.css';

/** A rating as the queue shows it: "U/A 16+ (violence, language)". */
const ratingText = (r: { ageRating: string; contentDescriptors: string[] }) =>
  r.contentDescriptors.length ? `${r.ageRating} (${r.contentDescriptors.map(descriptorName).join(', ')})` : r.ageRating;
const descriptorName = (d: string) =>
  (CONTENT_DESCRIPTORS as readonly string[]).includes(d) ? translate(`rating.descriptor.${d}` as MessageKey) : d;

const PAGE_SIZE = 20;
const OPEN: GrievanceStatus[] = ['received', 'acknowledged', 'under_review'];

/** The grievance officer's queue: earliest deadline first, overdue red, due within 3 days amber. */
export function ManageGrievancesPage() {
  const t = useT();
  const statusFilterOptions = [
    { value: 'all', label: t('status.all') } as const,
    ...GRIEVANCE_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) })),
  ];
  const [status, setStatus] = useState<'all' | GrievanceStatus>('all');
  const { text: searchText, setText: setSearchText, search } = useDebouncedSearch();
  const { page, setPage } = useListPage(search);
  const [deciding, setDeciding] = useState<AdminGrievance | null>(null);
  const list = useListGrievancesQuery(grievancesQueryArgs({ status, search, page, limit: PAGE_SIZE }));
  const office = useGrievanceOfficeQuery();
  const [update] = useUpdateGrievanceMutation();
  const { data } = list;
  useStayOnLastPage(Boolean(data), page, data ? pageCount(data.total, data.limit) : 1, setPage);
  const now = Date.now();
  const grievances = data?.grievances ?? [];

  const assign = (g: AdminGrievance) => {
    const assignee = window.prompt(t('grievances.assignPrompt', { reference: g.reference }), g.assignee ?? '');
    if (assignee?.trim())
      void runWithToast(
        () => update({ reference: g.reference, updateGrievanceDto: { assignee } }).unwrap(),
        MESSAGES.grievanceUpdated,
      );
  };
  const addNote = (g: AdminGrievance) => {
    const note = window.prompt(t('grievances.notePrompt', { reference: g.reference }));
    if (note?.trim())
      void runWithToast(
        () => update({ reference: g.reference, updateGrievanceDto: { note } }).unwrap(),
        MESSAGES.grievanceUpdated,
      );
  };

  return (
    <section className="grievances-page">
      <PageHead
        title={t('grievances.title')}
        subtitle={
          <>
            {t('grievances.total')} <strong data-testid="total-grievances">{formatNumber(data?.total ?? 0)}</strong>
            {office.data && (
              <span className="muted">
                {' '}
                ·{' '}
                {t('grievances.officer', {
                  name: office.data.officer.name,
                  designation: office.data.officer.designation,
                  email: office.data.officer.email,
                })}
              </span>
            )}
          </>
        }
      />
      <GrievanceReportCard />
      <div className="toolbar">
        <SearchField
          label={t('grievances.search')}
          placeholder={t('grievances.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          label={t('status.filter')}
          value={status}
          options={statusFilterOptions}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </div>
      <TableCard
        list={list}
        empty={grievances.length === 0}
        emptyMessage={MESSAGES.noGrievancesFound}
        filtered={status !== 'all' || Boolean(search)}
        unfilteredHint={MESSAGES.noGrievancesFound}
        footer={
          data &&
          data.total > 0 && (
            <Pagination noun="noun.grievance" page={page} limit={data.limit} total={data.total} onPage={setPage} />
          )
        }
      >
        <TableHead
          columns={[t('grievances.col.grievance'), t('grievances.col.status'), t('grievances.col.timeLeft')]}
          actions
        />
        <tbody>
          {grievances.map((g) => {
            const urgency = urgencyOf(g, now);
            return (
              <tr key={g.reference} data-reference={g.reference} className={`urgency-${urgency}`}>
                <td>
                  <p>
                    <strong>{g.reference}</strong> · {t(CATEGORY_KEYS[g.category])}
                    {g.titleName ? ` · ${g.titleName}` : ''}
                  </p>
                  <p className="muted">
                    {g.name ? `${g.name} ` : ''}
                    {g.email} · {t('grievances.filed', { date: formatDate(g.filedAt, { withTime: true }) })}
                    {g.assignee ? ` · ${t('grievances.assignedTo', { assignee: g.assignee })}` : ''}
                  </p>
                  <p title={g.text}>{g.text.length > 160 ? `${g.text.slice(0, 159)}…` : g.text}</p>
                  {g.notes.length > 0 && (
                    <ul className="grievance-notes" aria-label={t('grievances.notes')}>
                      {g.notes.map((n) => (
                        <li key={n.createdAt}>
                          {n.text} <span className="muted">— {n.by}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  {g.decision && (
                    <p className="grievance-decision">{t('grievances.decisionText', { decision: g.decision })}</p>
                  )}
                  {g.ratingChange && (
                    <p className="grievance-rating-change">
                      {t('grievances.ratingChanged', {
                        before: ratingText(g.ratingChange.before),
                        after: ratingText(g.ratingChange.after),
                      })}
                    </p>
                  )}
                </td>
                <td className="nowrap">
                  <span className="badge" data-testid="grievance-status">
                    {t(STATUS_KEYS[g.status])}
                  </span>
                </td>
                <td className="nowrap">
                  <span className={`time-left ${urgency}`} data-testid="time-left">
                    {urgency === 'done' ? '—' : timeLeft(g.dueAt, now)}
                  </span>
                </td>
                <td className="actions-col">
                  <div className="row-actions">
                    {OPEN.includes(g.status) && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        aria-label={t('grievances.decideNamed', { reference: g.reference })}
                        onClick={() => setDeciding(g)}
                      >
                        {t('grievances.decide')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm"
                      aria-label={t('grievances.assignNamed', { reference: g.reference })}
                      onClick={() => assign(g)}
                    >
                      {t('grievances.assign')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm"
                      aria-label={t('grievances.noteNamed', { reference: g.reference })}
                      onClick={() => addNote(g)}
                    >
                      {t('grievances.note')}
                    </button>
                    {g.status === 'acknowledged' && (
                      <button
                        type="button"
                        className="btn btn-sm"
                        aria-label={t('grievances.reviewNamed', { reference: g.reference })}
                        onClick={() =>
                          void runWithToast(
                            () =>
                              update({
                                reference: g.reference,
                                updateGrievanceDto: { status: 'under_review' },
                              }).unwrap(),
                            MESSAGES.grievanceUpdated,
                          )
                        }
                      >
                        {t('grievances.review')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
      {deciding && <DecideGrievanceModal grievance={deciding} onClose={() => setDeciding(null)} />}
    </section>
  );
}
