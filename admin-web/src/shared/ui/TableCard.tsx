import { useT } from '../i18n/i18n';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api-error';
import { MESSAGES } from '../messages';

/** What a list's query reports (an RTK Query result has these); `refetch` is the Retry button's action. */
export interface ListState {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface TableCardProps {
  list: ListState;
  /** No rows: `emptyMessage` instead of the table, with a hint when `filtered`. */
  empty: boolean;
  emptyMessage: string;
  filtered: boolean;
  /** Shown under `emptyMessage` when no filter is active. */
  unfilteredHint?: string;
  /** The table's head and body. */
  children: ReactNode;
  /** Under the table or the message, e.g. the pagination. */
  footer?: ReactNode;
}

/** A list screen's table with its loading, error (and retry) and empty states. */
export function TableCard(props: TableCardProps) {
  const { list, empty, emptyMessage, filtered, unfilteredHint, children, footer } = props;
  const { isLoading, isFetching, error } = list;
  const t = useT();
  return (
    <div className={`table-card${isFetching && !isLoading ? ' is-refreshing' : ''}`} aria-busy={isFetching}>
      {isLoading ? (
        <p className="table-message muted">{MESSAGES.loading}</p>
      ) : error ? (
        <div className="table-message">
          <p>{apiErrorMessage(error)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : empty ? (
        <div className="table-message">
          <p>{emptyMessage}</p>
          {filtered && <p className="muted">{MESSAGES.queriesFilterHint}</p>}
          {!filtered && unfilteredHint && <p className="muted">{unfilteredHint}</p>}
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table">{children}</table>
        </div>
      )}
      {footer}
    </div>
  );
}
