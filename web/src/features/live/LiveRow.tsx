import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { queryKeys } from '../../shared/api/query-keys';
import { formatDate } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { HomeRow, HomeRowItem } from '../home/HomeRow';
import { fetchLiveEvents } from './live-api';
import './live.css';

/** How often home asks again, so "Starting at…" turns into "Live now" without a reload, ms. */
const REFRESH_MS = 30_000;

/** Home's live row (docs/live.md, "Player"): events live now, then those starting soon; nothing when there are none. */
export function LiveRow() {
  const t = useT();
  const events = useQuery({
    queryKey: queryKeys.liveEvents(),
    queryFn: ({ signal }) => fetchLiveEvents(signal),
    refetchInterval: REFRESH_MS,
  });
  const shown = (events.data ?? []).filter((event) => event.state !== 'ended');
  if (shown.length === 0) return null;
  return (
    <HomeRow title={t('live.row')}>
      {shown.map((event) => (
        <HomeRowItem key={event._id}>
          <Link className="live-card" to={`/live/${event._id}`}>
            {event.posterUrl ? (
              <img className="live-card-poster" src={event.posterUrl} alt="" loading="lazy" />
            ) : (
              <span className="live-card-poster" aria-hidden="true" />
            )}
            <span className="live-card-title">{event.title}</span>
            {event.state === 'live' ? (
              <span className="live-badge live-badge--on">{t('live.liveNow')}</span>
            ) : (
              <span className="live-card-when muted">
                {t('live.startingAt', { time: formatDate(event.startAt, { withTime: true }) })}
              </span>
            )}
          </Link>
        </HomeRowItem>
      ))}
    </HomeRow>
  );
}
