import type { QoeFigures } from '@streamhub/contracts';
import { formatNumber } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';

const ms = (v: number | null) => (v === null ? '—' : `${formatNumber(Math.round(v))} ms`);
const pct = (v: number) => formatNumber(v, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kbps = (v: number | null) => (v === null ? '—' : `${formatNumber(Math.round(v))} kbps`);

/** Playback quality figures of one grouping (browser, OS or rendition). */
export function QoeTable({ caption, column, rows }: { caption: string; column: string; rows: QoeFigures[] }) {
  const t = useT();
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={caption}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col">{t('analytics.qoe.sessions')}</th>
            <th scope="col">{t('analytics.qoe.startupP50')}</th>
            <th scope="col">{t('analytics.qoe.startupP95')}</th>
            <th scope="col">{t('analytics.qoe.rebuffering')}</th>
            <th scope="col">{t('analytics.qoe.bitrate')}</th>
            <th scope="col">{t('analytics.qoe.failures')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="muted">
                {t('analytics.qoe.none')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td>{formatNumber(row.sessions)}</td>
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
