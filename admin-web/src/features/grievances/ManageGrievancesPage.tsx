import { useState } from 'react';
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATUSES,
  type AdminGrievance,
  type GrievanceStatus,
} from '@streamhub/contracts';
import { formatDate } from '@streamhub/web-kit';
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
import { timeLeft, urgencyOf } from './grievances-view';
import './grievances.css';

/** A rating as the queue shows it: "U/A 16+ (violence, language)". */
const ratingText = (r: { ageRating: string; contentDescriptors: string[] }) =>
  r.contentDescriptors.length ? `${r.ageRating} (${r.contentDescriptors.join(', ')})` : r.ageRating;

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<GrievanceStatus, string> = {
  received: 'Received',
  acknowledged: 'Acknowledged',
  under_review: 'Under review',
  decided: 'Decided',
  appealed: 'Appealed',
  closed: 'Closed',
};
const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All Status' } as const,
  ...GRIEVANCE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
const OPEN: GrievanceStatus[] = ['received', 'acknowledged', 'under_review'];

/** The grievance officer's queue: earliest deadline first, overdue red, due within 3 days amber. */
export function ManageGrievancesPage() {
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
    const assignee = window.prompt(`Assign ${g.reference} to`, g.assignee ?? '');
    if (assignee?.trim())
      void runWithToast(
        () => update({ reference: g.reference, updateGrievanceDto: { assignee } }).unwrap(),
        MESSAGES.grievanceUpdated,
      );
  };
  const addNote = (g: AdminGrievance) => {
    const note = window.prompt(`Internal note on ${g.reference} (never shown to the complainant)`);
    if (note?.trim())
      void runWithToast(
        () => update({ reference: g.reference, updateGrievanceDto: { note } }).unwrap(),
        MESSAGES.grievanceUpdated,
      );
  };

  return (
    <section className="grievances-page">
      <PageHead
        title="Grievances"
        subtitle={
          <>
            Total: <strong data-testid="total-grievances">{data?.total ?? 0}</strong>
            {office.data && (
              <span className="muted">
                {' '}
                · Grievance Officer: {office.data.officer.name}, {office.data.officer.designation} (
                {office.data.officer.email})
              </span>
            )}
          </>
        }
      />
      <GrievanceReportCard />
      <div className="toolbar">
        <SearchField
          label="Search grievances"
          placeholder="Search by reference or email"
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          label="Filter by status"
          value={status}
          options={STATUS_FILTER_OPTIONS}
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
        <TableHead columns={['Grievance', 'Status', 'Time left']} actions />
        <tbody>
          {grievances.map((g) => {
            const urgency = urgencyOf(g, now);
            return (
              <tr key={g.reference} data-reference={g.reference} className={`urgency-${urgency}`}>
                <td>
                  <p>
                    <strong>{g.reference}</strong> · {GRIEVANCE_CATEGORY_LABELS[g.category]}
                    {g.titleName ? ` · ${g.titleName}` : ''}
                  </p>
                  <p className="muted">
                    {g.name ? `${g.name} ` : ''}
                    {g.email} · filed {formatDate(g.filedAt, { withTime: true })}
                    {g.assignee ? ` · assigned to ${g.assignee}` : ''}
                  </p>
                  <p title={g.text}>{g.text.length > 160 ? `${g.text.slice(0, 159)}…` : g.text}</p>
                  {g.notes.length > 0 && (
                    <ul className="grievance-notes" aria-label="Internal notes">
                      {g.notes.map((n) => (
                        <li key={n.createdAt}>
                          {n.text} <span className="muted">— {n.by}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  {g.decision && <p className="grievance-decision">Decision: {g.decision}</p>}
                  {g.ratingChange && (
                    <p className="grievance-rating-change">
                      Rating changed: {ratingText(g.ratingChange.before)} → {ratingText(g.ratingChange.after)}
                    </p>
                  )}
                </td>
                <td className="nowrap">
                  <span className="badge" data-testid="grievance-status">
                    {STATUS_LABELS[g.status]}
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
                        aria-label={`Decide ${g.reference}`}
                        onClick={() => setDeciding(g)}
                      >
                        Decide
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm"
                      aria-label={`Assign ${g.reference}`}
                      onClick={() => assign(g)}
                    >
                      Assign
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm"
                      aria-label={`Add a note to ${g.reference}`}
                      onClick={() => addNote(g)}
                    >
                      Note
                    </button>
                    {g.status === 'acknowledged' && (
                      <button
                        type="button"
                        className="btn btn-sm"
                        aria-label={`Start review of ${g.reference}`}
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
                        Review
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
