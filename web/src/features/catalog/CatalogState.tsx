import type { ReactNode } from 'react';
import { MESSAGES } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';

interface CatalogStateProps {
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading / error / empty handling shared by the catalog lists, so each screen only renders its rows. */
export function CatalogState({ loading, error, empty, emptyText, onRetry, children }: CatalogStateProps) {
  const t = useT();
  if (loading) {
    return (
      <div className="catalog-state" role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="muted">{MESSAGES.loading}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="catalog-state" role="alert">
        <p>{error}</p>
        {onRetry && (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            {t('catalog.tryAgain')}
          </button>
        )}
      </div>
    );
  }
  if (empty) {
    return (
      <div className="catalog-state">
        <p className="muted">{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}
