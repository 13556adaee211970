import { useState } from 'react';
import { PrivacyMessages } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { fetchDataExport } from './privacy-api';

/** "Download my data": the archive of every service's records, saved as a JSON file. */
export function DownloadDataSection() {
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
      toast.success(PrivacyMessages.exportReady);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="privacy-download-title">
      <h2 id="privacy-download-title">Download my data</h2>
      <p className="muted">
        One machine-readable file (JSON) of everything we hold about your account and its profiles: account, profiles,
        consents, watchlist, history, subscriptions, payments and receipts, queries and grievances, playback events.
      </p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparing...' : 'Download my data'}
      </button>
    </section>
  );
}
