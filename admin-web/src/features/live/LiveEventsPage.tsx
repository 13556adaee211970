import { Link } from 'react-router-dom';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate } from '../users/users-query';
import { useListLiveEventsQuery } from './live-api';
import { stateBadge } from './live-format';

/** How often the list asks again, ms: states change as encoders come and go. */
const REFRESH_MS = 10_000;

/** /admin/live: every live event with its state (docs/live.md, "Live control"). */
export function LiveEventsPage() {
  const events = useListLiveEventsQuery(undefined, { pollingInterval: REFRESH_MS });
  const rows = events.data?.events ?? [];
  return (
    <section className="users-page live-page">
      <PageHead
        title="Live Events"
        subtitle="Scheduled, live and ended events; open one for its ingest health, viewers and controls."
      />
      <TableCard list={events} empty={rows.length === 0} emptyMessage="No live events yet" filtered={false}>
        <TableHead columns={['Event', 'Starts', 'Access', 'State']} actions />
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
                <td>{event.access === 'ppv' ? `Pay-per-view ₹${(event.pricePaise ?? 0) / 100}` : 'Subscribers'}</td>
                <td>
                  <span className={badge.className}>{badge.label}</span>
                </td>
                <td className="actions-col">
                  <Link className="btn btn-sm btn-ghost" to={`/admin/live/${event._id}`}>
                    Control
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
