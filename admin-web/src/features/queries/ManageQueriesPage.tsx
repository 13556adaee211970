import { useState } from 'react';
import type { QueryStatus, SupportQuery } from '@streamhub/contracts';
import { MESSAGES, queryStatusChanged } from '../../shared/messages';
import { pageCount, useListPage, useStayOnLastPage } from '../../shared/paging';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHead } from '../../shared/ui/PageHead';
import { Pagination } from '../../shared/ui/Pagination';
import { SearchField } from '../../shared/ui/SearchField';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { useListQueriesQuery, useSetQueryStatusMutation } from './queries-api';
import {
  displayStatus,
  formatQueryDate,
  QUERIES_PAGE_SIZE,
  QUERY_STATUS_OPTIONS,
  queriesQueryParams,
  STATUS_ICONS,
  statusLabel,
  truncate,
  type QueryStatusFilter,
} from './queries-view';
import { ReplyQueryModal } from './ReplyQueryModal';
import './queries.css';
import { useT } from '../../shared/i18n/i18n';

export function ManageQueriesPage() {
  const t = useT();
  const statusOptions = QUERY_STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  const filterOptions = [{ value: 'all' as const, label: t('status.all') }, ...statusOptions];
  const { text: searchText, setText: setSearchText, search } = useDebouncedSearch();
  const [status, setStatus] = useState<QueryStatusFilter>('all');
  const [replying, setReplying] = useState<SupportQuery | null>(null);

  const { page, setPage, firstPageWith } = useListPage(search);

  const list = useListQueriesQuery(queriesQueryParams({ search, status, page, limit: QUERIES_PAGE_SIZE }));
  const { data } = list;
  const [setQueryStatus] = useSetQueryStatusMutation();

  const lastPage = data ? pageCount(data.total, data.limit) : 1;
  useStayOnLastPage(Boolean(data), page, lastPage, setPage);

  const { pendingId, run } = useStatusToggle();
  const changeStatus = (query: SupportQuery, next: QueryStatus) =>
    run(
      query._id,
      () => setQueryStatus({ id: query._id, setQueryStatusDto: { status: next } }).unwrap(),
      queryStatusChanged(next),
    );

  const queries = data?.queries ?? [];
  const filtered = Boolean(search) || status !== 'all';

  return (
    <section className="queries-page">
      <PageHead
        title={t('title.queries')}
        subtitle={
          <>
            {t('queries.total')} <strong data-testid="total-queries">{data?.total ?? 0}</strong>
          </>
        }
      />

      <div className="toolbar">
        <SearchField
          label={t('queries.searchLabel')}
          placeholder={t('queries.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          label={t('status.filter')}
          value={status}
          options={filterOptions}
          onChange={firstPageWith(setStatus)}
        />
      </div>

      <TableCard
        list={list}
        empty={queries.length === 0}
        emptyMessage={MESSAGES.noQueriesFound}
        filtered={filtered}
        unfilteredHint={MESSAGES.noQueriesAvailable}
        footer={
          data &&
          data.total > 0 && (
            <Pagination noun="noun.query" page={page} limit={data.limit} total={data.total} onPage={setPage} />
          )
        }
      >
        <TableHead columns={[t('queries.col.details'), t('videos.col.status'), t('queries.col.date')]} actions />
        <tbody>
          {queries.map((query) => {
            const shown = displayStatus(query.status);
            const replies = Array.isArray(query.replies) ? query.replies : [];
            const latest = replies[replies.length - 1];
            return (
              <tr key={query._id} data-query-subject={query.subject}>
                <td>
                  <div className="query-details">
                    <p>
                      <strong>{query.name}</strong> <span className="muted">{query.email}</span>
                    </p>
                    <p className="query-subject">{query.subject}</p>
                    <p className="muted" title={query.message}>
                      {truncate(query.message)}
                    </p>
                    {latest && (
                      <div className="latest-reply" aria-label={t('queries.latestReplyLabel')}>
                        <span className="latest-reply-head">
                          {t('queries.latestReply')} <span className="badge badge-neutral">{replies.length}</span>
                        </span>
                        <p>{truncate(latest.message)}</p>
                      </div>
                    )}
                  </div>
                </td>
                <td className="nowrap">
                  <span className={`badge badge-${shown}`}>
                    <span aria-hidden="true">{STATUS_ICONS[shown]}</span> {statusLabel(shown)}
                  </span>
                </td>
                <td className="nowrap">{formatQueryDate(query.createdAt)}</td>
                <td className="actions-col">
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      aria-label={t('queries.replyTo', { subject: query.subject })}
                      onClick={() => setReplying(query)}
                    >
                      {t('queries.reply')}
                    </button>
                    <select
                      aria-label={t('queries.statusOf', { subject: query.subject })}
                      value={shown}
                      disabled={pendingId === query._id}
                      onChange={(event) => void changeStatus(query, event.target.value as QueryStatus)}
                    >
                      {statusOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>

      {replying && <ReplyQueryModal query={replying} onClose={() => setReplying(null)} />}
    </section>
  );
}
