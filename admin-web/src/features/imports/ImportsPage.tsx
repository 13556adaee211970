import { useState, type ChangeEvent } from 'react';
import type { ImportRowStatus } from '@streamhub/contracts/schemas';
import { apiErrorMessage } from '../../shared/api-error';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { t as translate, useT, type MessageKey } from '../../shared/i18n/i18n';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import {
  formatOf,
  stillRunning,
  useCheckManifestMutation,
  useImportDetailQuery,
  useListImportsQuery,
  type ImportCheckReply,
} from './imports-api';
import './imports.css';

const REFRESH_MS = 3000;
/** The importer's command lines (the same in every language). */
const IMPORT_COMMAND = 'npm run import -- <manifest>';
const IMPORT_EXAMPLE = 'npm run import -- catalogue.csv';

function progressOf(row: ImportRowStatus): string {
  if (row.state === 'failed') return row.reason ?? translate('imports.failed');
  if (row.progress === null) return '';
  return `${formatNumber(row.progress)}%`;
}

/** Each row state's name in the catalog. */
const STATE_KEYS: Record<ImportRowStatus['state'], MessageKey> = {
  queued: 'imports.state.queued',
  uploading: 'imports.state.uploading',
  encoding: 'imports.state.encoding',
  published: 'imports.state.published',
  failed: 'imports.state.failed',
};

/** One import's rows with their state, progress and, for a failed row, why. */
function ImportRows({ id }: { id: string }) {
  const [live, setLive] = useState(true);
  const t = useT();
  const detail = useImportDetailQuery(id, { pollingInterval: live ? REFRESH_MS : 0 });
  const rows = detail.data?.rows ?? [];
  if (detail.data && live && !stillRunning(detail.data.counts)) setLive(false);
  return (
    <TableCard list={detail} empty={rows.length === 0} emptyMessage={t('imports.noRows')} filtered={false}>
      <TableHead
        columns={[
          t('imports.col.line'),
          t('imports.col.externalId'),
          t('imports.col.title'),
          t('imports.col.source'),
          t('imports.col.state'),
          t('imports.col.progress'),
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} data-import-row={row.externalId} data-state={row.state}>
            <td>{row.line}</td>
            <td>{row.externalId}</td>
            <td>{row.title}</td>
            <td className="import-source">{row.source}</td>
            <td>
              <span className={`import-state import-state-${row.state}`}>{t(STATE_KEYS[row.state])}</span>
            </td>
            <td className={row.state === 'failed' ? 'import-reason' : undefined}>{progressOf(row)}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

/** Checks a manifest file without queuing it: every bad row with its line. */
function ManifestCheck() {
  const t = useT();
  const [check, { isLoading }] = useCheckManifestMutation();
  const [result, setResult] = useState<ImportCheckReply | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setResult(null);
    setError(null);
    if (!file) return;
    try {
      setResult(await check({ name: file.name, format: formatOf(file.name), manifest: await file.text() }).unwrap());
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <div className="card import-check">
      <div className="field">
        <label htmlFor="import-manifest">{t('imports.check')}</label>
        <input id="import-manifest" type="file" accept=".csv,.json,text/csv,application/json" onChange={onFile} />
      </div>
      {isLoading && <p className="muted">{t('imports.checking')}</p>}
      {error && <p role="alert">{error}</p>}
      {result?.valid && (
        <p role="status">
          {t('imports.valid', { count: result.rows, n: formatNumber(result.rows) })} <code>{IMPORT_COMMAND}</code>
        </p>
      )}
      {result && !result.valid && (
        <div role="alert">
          <p>{t('imports.problems', { count: result.errors.length, n: formatNumber(result.errors.length) })}</p>
          <ul className="import-errors">
            {result.errors.map((e) => (
              <li key={`${e.line}-${e.field}`}>
                {t('imports.problem', { line: e.line, field: e.field, message: e.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Bulk import (docs/media.md "Bulk import"): check a manifest, and follow each import's rows
 * (queued, uploading, encoding, published, failed with the reason) while `npm run import` runs.
 */
export function ImportsPage() {
  const t = useT();
  const [running, setRunning] = useState(true);
  const list = useListImportsQuery(undefined, { pollingInterval: running ? REFRESH_MS : 0 });
  const [open, setOpen] = useState<string | null>(null);
  const imports = list.data ?? [];
  const anyRunning = imports.some((i) => stillRunning(i.counts));
  if (list.data && running !== anyRunning) setRunning(anyRunning);

  return (
    <section className="imports-page">
      <PageHead
        title={t('imports.title')}
        subtitle={
          <>
            {t('imports.subtitleBefore')} <code>{IMPORT_EXAMPLE}</code> {t('imports.subtitleAfter')}
          </>
        }
      />
      <ManifestCheck />
      <TableCard list={list} empty={imports.length === 0} emptyMessage={t('imports.none')} filtered={false}>
        <TableHead
          columns={[
            t('imports.col.manifest'),
            t('imports.col.started'),
            t('imports.col.rows'),
            t('imports.state.queued'),
            t('imports.state.uploading'),
            t('imports.state.encoding'),
            t('imports.state.published'),
            t('imports.state.failed'),
          ]}
        />
        <tbody>
          {imports.map((i) => (
            <tr key={i.id} data-import={i.id} aria-selected={open === i.id}>
              <td>
                <button type="button" className="btn btn-ghost" onClick={() => setOpen(open === i.id ? null : i.id)}>
                  {i.name}
                </button>
              </td>
              <td>{formatDate(i.createdAt, { withTime: true })}</td>
              <td>{formatNumber(i.rows)}</td>
              <td>{formatNumber(i.counts.queued)}</td>
              <td>{formatNumber(i.counts.uploading)}</td>
              <td>{formatNumber(i.counts.encoding)}</td>
              <td>{formatNumber(i.counts.published)}</td>
              <td>{formatNumber(i.counts.failed)}</td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      {open && <ImportRows key={open} id={open} />}
    </section>
  );
}
