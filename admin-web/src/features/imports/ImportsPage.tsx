import { useState, type ChangeEvent } from 'react';
import { formatDate } from '@streamhub/web-kit';
import type { ImportRowStatus } from '@streamhub/contracts/schemas';
import { apiErrorMessage } from '../../shared/api-error';
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

function progressOf(row: ImportRowStatus): string {
  if (row.state === 'failed') return row.reason ?? 'Failed';
  if (row.progress === null) return '';
  return `${row.progress}%`;
}

/** One import's rows with their state, progress and, for a failed row, why. */
function ImportRows({ id }: { id: string }) {
  const [live, setLive] = useState(true);
  const detail = useImportDetailQuery(id, { pollingInterval: live ? REFRESH_MS : 0 });
  const rows = detail.data?.rows ?? [];
  if (detail.data && live && !stillRunning(detail.data.counts)) setLive(false);
  return (
    <TableCard list={detail} empty={rows.length === 0} emptyMessage="No rows" filtered={false}>
      <TableHead columns={['Line', 'External id', 'Title', 'Source', 'State', 'Progress / reason']} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} data-import-row={row.externalId} data-state={row.state}>
            <td>{row.line}</td>
            <td>{row.externalId}</td>
            <td>{row.title}</td>
            <td className="import-source">{row.source}</td>
            <td>
              <span className={`import-state import-state-${row.state}`}>{row.state}</span>
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
        <label htmlFor="import-manifest">Check a manifest (CSV or JSON)</label>
        <input id="import-manifest" type="file" accept=".csv,.json,text/csv,application/json" onChange={onFile} />
      </div>
      {isLoading && <p className="muted">Checking…</p>}
      {error && <p role="alert">{error}</p>}
      {result?.valid && (
        <p role="status">
          {result.rows} rows are valid. Queue and upload them with <code>npm run import -- &lt;manifest&gt;</code>.
        </p>
      )}
      {result && !result.valid && (
        <div role="alert">
          <p>{result.errors.length} problems: nothing can be queued until they are fixed.</p>
          <ul className="import-errors">
            {result.errors.map((e) => (
              <li key={`${e.line}-${e.field}`}>
                Line {e.line} ({e.field}): {e.message}
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
  const [running, setRunning] = useState(true);
  const list = useListImportsQuery(undefined, { pollingInterval: running ? REFRESH_MS : 0 });
  const [open, setOpen] = useState<string | null>(null);
  const imports = list.data ?? [];
  const anyRunning = imports.some((i) => stillRunning(i.counts));
  if (list.data && running !== anyRunning) setRunning(anyRunning);

  return (
    <section className="imports-page">
      <PageHead
        title="Import"
        subtitle={
          <>
            Bring a library in from a manifest: <code>npm run import -- catalogue.csv</code> uploads each file and
            creates its title once
          </>
        }
      />
      <ManifestCheck />
      <TableCard list={list} empty={imports.length === 0} emptyMessage="No imports yet" filtered={false}>
        <TableHead
          columns={['Manifest', 'Started', 'Rows', 'Queued', 'Uploading', 'Encoding', 'Published', 'Failed']}
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
              <td>{i.rows}</td>
              <td>{i.counts.queued}</td>
              <td>{i.counts.uploading}</td>
              <td>{i.counts.encoding}</td>
              <td>{i.counts.published}</td>
              <td>{i.counts.failed}</td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      {open && <ImportRows key={open} id={open} />}
    </section>
  );
}
