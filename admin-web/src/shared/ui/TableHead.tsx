import { useT } from '../i18n/i18n';
export type Column = string | { label: string; className: string };

/** A list table's column heads; `actions` adds the last, "Actions" column. */
export function TableHead({ columns, actions = false }: { columns: readonly Column[]; actions?: boolean }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
        {actions && (
          <th scope="col" className="actions-col">
            {t('common.actions')}
          </th>
        )}
      </tr>
    </thead>
  );
}
