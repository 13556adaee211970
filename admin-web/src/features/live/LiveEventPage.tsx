import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/api-error';
import { runWithToast } from '../../shared/run-with-toast';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { useEndLiveEventMutation, useLiveEventQuery } from './live-api';
import { accessLabel, ago, kbps, stateBadge } from './live-format';
import './live.css';

/** How often the control page asks again, ms (the ladder reports every 2 s). */
const REFRESH_MS = 5_000;

/**
 * /admin/live/{id}: one event's live control (docs/live.md, "Live control"): the ingest to give the
 * encoder, its health, the viewers now, and End.
 */
export function LiveEventPage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useLiveEventQuery({ id }, { pollingInterval: REFRESH_MS, skip: id === '' });
  const [end, ending] = useEndLiveEventMutation();
  const [confirming, setConfirming] = useState(false);
  const now = Date.now();

  if (detail.isLoading) return <p className="muted">{t('live.loading')}</p>;
  if (detail.error || !detail.data) {
    return (
      <section className="users-page live-control">
        <p role="alert">{apiErrorMessage(detail.error)}</p>
        <Link to="/admin/live">{t('live.back')}</Link>
      </section>
    );
  }
  const { event, ingest, health, viewers } = detail.data;
  const badge = stateBadge(event.state);
  const onEnd = async () => {
    setConfirming(false);
    await runWithToast(() => end({ id }).unwrap(), t('live.ended'));
  };

  return (
    <section className="users-page live-control" data-live-event={event._id}>
      <div className="page-head">
        <div>
          <p>
            <Link to="/admin/live">{t('live.backArrow')}</Link>
          </p>
          <h1 className="page-title">
            {event.title} <span className={badge.className}>{badge.label}</span>
          </h1>
          <p className="muted">
            {t('live.facts', {
              starts: formatDate(event.startAt),
              minutes: formatNumber(event.expectedDurationMinutes),
              rating: event.ageRating,
              access: accessLabel(event),
            })}
          </p>
        </div>
        <div className="row-actions">
          {event.state !== 'ended' &&
            (confirming ? (
              <>
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                  {t('live.keep')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={ending.isLoading}
                  onClick={() => void onEnd()}
                >
                  {t('live.endNow')}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                {t('live.end')}
              </button>
            ))}
        </div>
      </div>

      <div className="live-grid">
        <div className="stat-card live-card">
          <h2>{t('live.viewers')}</h2>
          <p className="live-figure" data-testid="live-viewers">
            {formatNumber(viewers)}
          </p>
          <p className="muted">{t('live.viewersHint')}</p>
        </div>
        <div className="stat-card live-card">
          <h2>{t('live.encoder')}</h2>
          <dl className="live-facts">
            <dt>{t('live.connected')}</dt>
            <dd data-testid="live-encoder">{health.encoderConnected ? t('live.yes') : t('live.no')}</dd>
            <dt>{t('live.since')}</dt>
            <dd>{health.encoderConnected ? ago(health.encoderConnectedAt, now) : '—'}</dd>
            <dt>{t('live.left')}</dt>
            <dd>{ago(health.encoderLeftAt, now)}</dd>
            <dt>{t('live.inputBitrate')}</dt>
            <dd data-testid="live-bitrate">{kbps(health.inputKbps)}</dd>
            <dt>{t('live.droppedFrames')}</dt>
            <dd>{health.droppedFrames === null ? '—' : formatNumber(health.droppedFrames)}</dd>
            <dt>{t('live.speed')}</dt>
            <dd>
              {health.speed === null
                ? '—'
                : `${formatNumber(health.speed, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`}
            </dd>
            <dt>{t('live.lastSegment')}</dt>
            <dd>{ago(health.lastSegmentAt, now)}</dd>
          </dl>
        </div>
        <div className="stat-card live-card">
          <h2>{t('live.ingest')}</h2>
          <dl className="live-facts">
            <dt>{t('live.server')}</dt>
            <dd>
              <code>{ingest.rtmpUrl}</code>
            </dd>
            <dt>{t('live.streamKey')}</dt>
            <dd>
              <code className="live-key">{ingest.streamKey}</code>
            </dd>
          </dl>
          <p className="muted">{t('live.ingestHint')}</p>
        </div>
        {event.state === 'ended' && (
          <div className="stat-card live-card">
            <h2>{t('live.recording')}</h2>
            {event.vodVideoId ? (
              <p>
                {t('live.recordingTitle')} <code>{event.vodVideoId}</code> {t('live.recordingSee')}
              </p>
            ) : (
              <p className="muted">{t('live.recordingPending')}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
