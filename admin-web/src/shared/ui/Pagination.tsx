import { useT } from '../i18n/i18n';
import { pageCount, pageItems, rangeLabelOf, type Noun } from '../paging';

interface PaginationProps {
  /** What the list holds, singular and plural: "Showing 1–20 of 57 queries". */
  noun: Noun;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** The range shown, and page buttons when there is more than one page. */
export function Pagination({ noun, page, limit, total, onPage }: PaginationProps) {
  const t = useT();
  const count = pageCount(total, limit);
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      <span className="muted">{rangeLabelOf(noun, page, limit, total)}</span>
      {count > 1 && (
        <div className="pagination-pages">
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('paging.previous')}
          </button>
          {pageItems(page, count).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} className="muted" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                className={`btn btn-sm ${item === page ? 'btn-primary' : 'btn-ghost'}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            ),
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page >= count}
            onClick={() => onPage(page + 1)}
          >
            {t('paging.next')}
          </button>
        </div>
      )}
    </nav>
  );
}
