import type { QoeFigures } from '@streamhub/contracts';

const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v).toLocaleString('en-IN')} ms`);
const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
const kbps = (v: number | null) => (v === null ? '—' : `${Math.round(v).toLocaleString('en-IN')} kbps`);

/** Playback quality figures of one grouping (browser, OS or rendition). */
export function QoeTable({ caption, rows }: { caption: string; rows: QoeFigures[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={caption}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{caption.replace(/^By /, '')}</th>
            <th scope="col">Sessions</th>
            <th scope="col">Startup p50</th>
            <th scope="col">Startup p95</th>
            <th scope="col">Rebuffering</th>
            <th scope="col">Avg bitrate</th>
            <th scope="col">Failures</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="muted">
                No playback in this range.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td>{row.sessions.toLocaleString('en-IN')}</td>
                <td>{ms(row.startupP50Ms)}</td>
                <td>{ms(row.startupP95Ms)}</td>
                <td>{pct(row.rebufferingRatio)}</td>
                <td>{kbps(row.avgBitrateKbps)}</td>
                <td>{pct(row.failureRate)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
