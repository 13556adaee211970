import './downloads.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { useT } from '../../shared/i18n/i18n';
import { useDocumentTitle } from '@streamhub/web-kit';
import { withAppName } from '../../shared/page-titles';
import { playDownload, renewDownload } from './downloads-api';
import { formatBytes } from './format';
import { currentLicence, forgetLicence, noteLicence, noteOfflinePlay } from './licence-overlay';
import { clearKeysOf, listCopies, playable, removeCopy, storageUsed, type OfflineCopy } from './offline-store';

/** A refusal of the server (not a missing network): the copy may no longer be kept. */
const refused = (err: unknown) => err instanceof ApiRequestError && err.status >= 400 && err.status < 500;

/**
 * /downloads (docs/offline.md "The app"): the copies stored in this browser, playable with the
 * network off until their licence expires. Online, each licence is renewed at the page's start; a
 * refused one (subscription ended, device signed out, title no longer allowed) deletes its copy.
 */
export function DownloadsPage() {
  const t = useT();
  useDocumentTitle(withAppName(t('downloads.title')));
  const { token } = useAuth();
  const [copies, setCopies] = useState<OfflineCopy[] | null>(null);
  const [used, setUsed] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [playing, setPlaying] = useState<OfflineCopy | null>(null);

  const refresh = useCallback(async () => {
    setCopies(await listCopies());
    setUsed(await storageUsed());
  }, []);

  const drop = useCallback(async (copy: OfflineCopy, message: string) => {
    // Already gone (another pass of this page removed it) is as good as removed.
    await removeCopy(copy.offlineUri).catch(() => undefined);
    forgetLicence(copy.licence.id);
    setNotice(message);
  }, []);

  useEffect(() => {
    void (async () => {
      const stored = await listCopies();
      if (navigator.onLine && token) {
        for (const copy of stored) {
          try {
            const renewed = await renewDownload(copy.licence.id);
            noteLicence(copy.licence.id, { expiresAt: renewed.expiresAt, firstPlayedAt: renewed.firstPlayedAt });
          } catch (err) {
            if (refused(err))
              await drop(copy, t('downloads.revoked', { title: copy.licence.title, reason: errorMessage(err) }));
          }
        }
      }
      await refresh();
    })();
  }, [token, drop, refresh, t]);

  const play = async (copy: OfflineCopy) => {
    setNotice(null);
    let licence = currentLicence(copy.licence);
    if (navigator.onLine && token) {
      try {
        const played = await playDownload(copy.licence.id);
        noteLicence(copy.licence.id, { expiresAt: played.expiresAt, firstPlayedAt: played.firstPlayedAt });
        licence = currentLicence(copy.licence);
      } catch (err) {
        if (!refused(err)) return setNotice(errorMessage(err));
        await drop(copy, t('downloads.revoked', { title: copy.licence.title, reason: errorMessage(err) }));
        return refresh();
      }
    } else {
      licence = noteOfflinePlay(copy.licence);
    }
    if (!playable(licence)) return setNotice(t('downloads.expired', { title: copy.licence.title }));
    setPlaying({ ...copy, licence });
  };

  const remove = async (copy: OfflineCopy) => {
    await removeCopy(copy.offlineUri);
    forgetLicence(copy.licence.id);
    if (playing?.offlineUri === copy.offlineUri) setPlaying(null);
    await refresh();
  };

  return (
    <section className="page downloads-page">
      <h1>{t('downloads.title')}</h1>
      {used !== null && <p className="muted">{t('downloads.storageUsed', { size: formatBytes(used) })}</p>}
      {notice && (
        <p className="downloads-notice" role="alert">
          {notice}
        </p>
      )}
      {playing && <OfflinePlayer key={playing.offlineUri} copy={playing} />}
      {copies === null ? null : copies.length === 0 ? (
        <p className="muted">{t('downloads.empty')}</p>
      ) : (
        <ul className="downloads-list">
          {copies.map((copy) => {
            const licence = currentLicence(copy.licence);
            return (
              <li key={copy.offlineUri} className="downloads-item">
                <div>
                  <p className="downloads-item-title">{licence.title}</p>
                  <p className="muted">
                    {t('downloads.copyLine', {
                      quality: t(`downloads.quality.${licence.quality}`),
                      height: licence.height,
                      size: formatBytes(copy.sizeBytes),
                      expiry: playable(licence)
                        ? t('downloads.expires', { date: new Date(licence.expiresAt).toLocaleString() })
                        : t('downloads.expiredShort'),
                    })}
                  </p>
                </div>
                <div className="downloads-actions">
                  <button
                    type="button"
                    className="btn btn-primary"
                    aria-label={t('downloads.playTitle', { title: licence.title })}
                    onClick={() => void play(copy)}
                  >
                    {t('downloads.play')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t('downloads.deleteTitle', { title: licence.title })}
                    onClick={() => void remove(copy)}
                  >
                    {t('downloads.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Plays a stored copy with shaka from IndexedDB; a protected title's keys come from its licence. */
function OfflinePlayer({ copy }: { copy: OfflineCopy }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      const { default: shaka } = await import('shaka-player');
      shaka.polyfill.installAll();
      const video = ref.current;
      if (!alive || !video) return;
      const player = new shaka.Player();
      destroy = () => player.destroy();
      await player.attach(video);
      player.configure({ drm: { clearKeys: clearKeysOf(copy.licence.keys) } });
      await player.load(copy.offlineUri);
      if (alive) await video.play().catch(() => undefined);
    })().catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      void destroy?.();
    };
  }, [copy]);
  return (
    <div className="downloads-player">
      <video ref={ref} controls playsInline aria-label={copy.licence.title} className="downloads-video" />
      {failed && <p role="alert">{copy.licence.title}</p>}
    </div>
  );
}
