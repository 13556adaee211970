import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/api-error';
import { runWithToast } from '../../shared/run-with-toast';
import { formatDate } from '../users/users-query';
import { useEndLiveEventMutation, useLiveEventQuery } from './live-api';
import { ago, kbps, stateBadge } from './live-format';
import './live.css';

/** How often the control page asks again, ms (the ladder reports every 2 s). */
const REFRESH_MS = 5_000;

/**
 * /admin/live/{id}: one event's live control (docs/live.md, "Live control"): the ingest to give the
 * encoder, its health, the viewers now, and End.
 */
export function LiveEventPage() {
  const { id = '' } = useParams();
  const detail = useLiveEventQuery({ id }, { pollingInterval: REFRESH_MS, skip: id === '' });
  const [end, ending] = useEndLiveEventMutation();
  const [confirming, setConfirming] = useState(false);
  const now = Date.now();

  if (detail.isLoading) return <p className="muted">Loading…</p>;
  if (detail.error || !detail.data) {
    return (
      <section className="users-page live-control">
        <p role="alert">{apiErrorMessage(detail.error)}</p>
        <Link to="/admin/live">Back to live events</Link>
      </section>
    );
  }
  const { event, ingest, health, viewers } = detail.data;
  const badge = stateBadge(event.state);
  const onEnd = async () => {
    setConfirming(false);
    await runWithToast(() => end({ id }).unwrap(), 'Event ended; its recording becomes a title');
  };

  return (
    <section className="users-page live-control" data-live-event={event._id}>
      <div className="page-head">
        <div>
          <p>
            <Link to="/admin/live">← Live events</Link>
          </p>
          <h1 className="page-title">
            {event.title} <span className={badge.className}>{badge.label}</span>
          </h1>
          <p className="muted">
            Starts {formatDate(event.startAt)} · {event.expectedDurationMinutes} min · {event.ageRating} ·{' '}
            {event.access === 'ppv' ? `Pay-per-view ₹${(event.pricePaise ?? 0) / 100}` : 'Subscribers'}
          </p>
        </div>
        <div className="row-actions">
          {event.state !== 'ended' &&
            (confirming ? (
              <>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                  Keep it live
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={ending.isLoading}
                  onClick={() => void onEnd()}
                >
                  End now
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                End event
              </button>
            ))}
        </div>
      </div>

      <div className="live-grid">
        <div className="stat-card live-card">
          <h2>Viewers</h2>
          <p className="live-figure" data-testid="live-viewers">
            {viewers}
          </p>
          <p className="muted">Players that fetched the stream in the last 30 s</p>
        </div>
        <div className="stat-card live-card">
          <h2>Encoder</h2>
          <dl className="live-facts">
            <dt>Connected</dt>
            <dd data-testid="live-encoder">{health.encoderConnected ? 'Yes' : 'No'}</dd>
            <dt>Since</dt>
            <dd>{health.encoderConnected ? ago(health.encoderConnectedAt, now) : '—'}</dd>
            <dt>Left</dt>
            <dd>{ago(health.encoderLeftAt, now)}</dd>
            <dt>Input bitrate</dt>
            <dd data-testid="live-bitrate">{kbps(health.inputKbps)}</dd>
            <dt>Dropped frames</dt>
            <dd>{health.droppedFrames ?? '—'}</dd>
            <dt>Encode speed</dt>
            <dd>{health.speed === null ? '—' : `${health.speed.toFixed(2)}×`}</dd>
            <dt>Last segment</dt>
            <dd>{ago(health.lastSegmentAt, now)}</dd>
          </dl>
        </div>
        <div className="stat-card live-card">
          <h2>Ingest</h2>
          <dl className="live-facts">
            <dt>Server</dt>
            <dd>
              <code>{ingest.rtmpUrl}</code>
            </dd>
            <dt>Stream key</dt>
            <dd>
              <code className="live-key">{ingest.streamKey}</code>
            </dd>
          </dl>
          <p className="muted">The event goes live when the encoder publishes with this key.</p>
        </div>
        {event.state === 'ended' && (
          <div className="stat-card live-card">
            <h2>Recording</h2>
            {event.vodVideoId ? (
              <p>
                Title <code>{event.vodVideoId}</code> — see Manage Videos.
              </p>
            ) : (
              <p className="muted">Made into a title once the encoder has gone and its recording is stored.</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
