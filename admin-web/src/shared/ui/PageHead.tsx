import type { ReactNode } from 'react';

interface PageHeadProps {
  title: string;
  subtitle: ReactNode;
  /** The page's main button, e.g. "+ Create Admin". */
  action?: { label: string; onClick: () => void };
  /** Further buttons, shown before the main one. */
  extraActions?: ReactNode;
}

/** A list page's title, the line under it and its buttons. */
export function PageHead({ title, subtitle, action, extraActions }: PageHeadProps) {
  const primary = action && (
    <button type="button" className="btn btn-primary" onClick={action.onClick}>
      {action.label}
    </button>
  );
  return (
    <div className="page-head">
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="muted">{subtitle}</p>
      </div>
      {extraActions ? (
        <div className="row-actions">
          {extraActions}
          {primary}
        </div>
      ) : (
        primary
      )}
    </div>
  );
}
