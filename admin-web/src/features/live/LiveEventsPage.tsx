import { Link } from 'react-router-dom';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { useListLiveEventsQuery } from './live-api';
import { accessLabel, stateBadge } from './live-format';

/** How often the list asks again, ms: states change as encoders come and go. */
const REFRESH_MS = 10_000;

/** /admin/live: every live event with its state (docs/live.md, "Live control"). */
export function LiveEventsPage() {
  const t = useT();
  const events = useListLiveEventsQuery(undefined, { pollingInterval: REFRESH_MS });
  const rows = events.data?.events ?? [];
  return (
    <section className="users-page live-page">
      <PageHead title={t('live.title')} subtitle={t('live.subtitle')} />
      <TableCard list={events} empty={rows.length === 0} emptyMessage={t('live.none')} filtered={false}>
        <TableHead
          columns={[t('live.col.event'), t('live.col.starts'), t('live.col.access'), t('live.col.state')]}
          actions
        />
        <tbody>
          {rows.map(({ event }) => {
            const badge = stateBadge(event.state);
            return (
              <tr key={event._id} data-live-event={event._id}>
                <td>
                  <strong>{event.title}</strong>
                  <div className="muted">{event.ageRating}</div>
                </td>
                <td className="nowrap">{formatDate(event.startAt)}</td>
                <td>{accessLabel(event)}</td>
                <td>
                  <span className={badge.className}>{badge.label}</span>
                </td>
                <td className="actions-col">
                  <Link className="btn btn-sm btn-ghost" to={`/admin/live/${event._id}`}>
                    {t('live.control')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
    </section>
  );
}
