import { useState } from 'react';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { t as translate, useT } from '../../shared/i18n/i18n';
import { fetchDataExport } from './privacy-api';

/** "Download my data": the archive of every service's records, saved as a JSON file. */
export function DownloadDataSection() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const archive = await fetchDataExport();
      const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `streamhub-data-${archive.exportedAt.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      toast.success(translate('privacy.exportReady'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="privacy-download-title">
      <h2 id="privacy-download-title">{t('privacy.downloadTitle')}</h2>
      <p className="muted">{t('privacy.downloadExplained')}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
        {busy ? t('privacy.downloadPreparing') : t('privacy.downloadButton')}
      </button>
    </section>
  );
}
