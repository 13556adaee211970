import './downloads.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NEW_STREAM_SESSION, type DownloadQuality } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { useT } from '../../shared/i18n/i18n';
import { fetchPlayback } from '../catalog/catalog-api';
import { fetchDownloadOptions, grantDownload, removeDownload } from './downloads-api';
import { formatBytes } from './format';
import { cancelCopy, storeCopy } from './offline-store';

/**
 * Download on the player page (docs/offline.md): a quality with its size, then shaka stores the
 * title in IndexedDB with a progress bar. shaka's offline storage cannot pause, so Cancel stops it
 * (the licence is given back) and Download starts again.
 */
export function DownloadButton({ videoId }: { videoId: string }) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  const [progress, setProgress] = useState<{ licenceId: string | null; fraction: number } | null>(null);
  const options = useQuery({
    queryKey: ['download-options', videoId],
    queryFn: ({ signal }) => fetchDownloadOptions(videoId, signal),
    enabled: choosing,
    retry: false,
  });

  const start = async (quality: DownloadQuality) => {
    setChoosing(false);
    setProgress({ licenceId: null, fraction: 0 });
    let licenceId: string | null = null;
    try {
      const licence = await grantDownload(videoId, quality);
      licenceId = licence.id;
      setProgress({ licenceId, fraction: 0 });
      const playback = await fetchPlayback(videoId, NEW_STREAM_SESSION);
      const manifest = playback.video.sources.find((s) => s.type === 'dash')?.url ?? playback.video.sources[0]?.url;
      if (!manifest) throw new Error(t('downloads.failed'));
      await storeCopy(manifest, licence, (fraction) => setProgress({ licenceId, fraction }));
      toast.success(t('downloads.done', { title: licence.title }));
    } catch (err) {
      if (licenceId) await removeDownload(licenceId).catch(() => undefined);
      toast.error(errorMessage(err, t('downloads.failed')));
    } finally {
      setProgress(null);
    }
  };

  if (progress) {
    const percent = Math.round(progress.fraction * 100);
    return (
      <div className="download-progress">
        <span
          className="progress"
          role="progressbar"
          aria-label={t('downloads.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="progress-fill" style={{ width: `${percent}%` }} />
        </span>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!progress.licenceId}
          onClick={() => progress.licenceId && void cancelCopy(progress.licenceId)}
        >
          {t('downloads.cancel')}
        </button>
      </div>
    );
  }

  return (
    <div className="download-button">
      <button type="button" className="btn btn-ghost" aria-expanded={choosing} onClick={() => setChoosing((o) => !o)}>
        {t('downloads.download')}
      </button>
      {choosing && (
        <div className="download-qualities" role="group" aria-label={t('downloads.chooseQuality')}>
          {options.isError && <p className="muted">{errorMessage(options.error)}</p>}
          {options.data?.options.map((option) => (
            <button
              key={option.quality}
              type="button"
              className="btn btn-ghost"
              onClick={() => void start(option.quality)}
            >
              {t('downloads.option', {
                quality: t(`downloads.quality.${option.quality}`),
                height: option.height,
                size: formatBytes(option.sizeBytes),
              })}
            </button>
          ))}
          {options.isLoading && <p className="muted">{t('downloads.loading')}</p>}
        </div>
      )}
    </div>
  );
}
