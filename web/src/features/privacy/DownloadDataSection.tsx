import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { USER_SCOPE } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { t as translate, useT } from '../../shared/i18n/i18n';
import {
  fetchDataExportFile,
  fetchLatestDataExport,
  parseDownloadPath,
  requestDataExport,
  saveFile,
} from './privacy-api';

const exportQueryKey = (userId: string) => [USER_SCOPE, userId, 'privacy', 'export'] as const;

/** Downloads the archive of a signed link and saves it as a JSON file; false when the link is not usable. */
export async function downloadArchive(path: string): Promise<boolean> {
  const link = parseDownloadPath(path);
  if (!link) return false;
  const blob = await fetchDataExportFile(link.id, link.expires, link.signature);
  saveFile(blob, `streamhub-data-${link.id.slice(0, 8)}.json`);
  return true;
}

/**
 * "Download my data" (docs/privacy.md): asked for here, prepared in the background (the section
 * shows the progress), then mailed as a link that expires; while it works, it can be saved here too.
 */
export function DownloadDataSection() {
  const t = useT();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const latest = useQuery({
    queryKey: exportQueryKey(userId),
    queryFn: fetchLatestDataExport,
    enabled: !!userId,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 1_000 : false),
  });
  const ask = useMutation({
    mutationFn: requestDataExport,
    onSuccess: (job) => {
      queryClient.setQueryData(exportQueryKey(userId), job);
      toast.success(translate('privacy.exportRequested'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const save = async (path: string) => {
    setSaving(true);
    try {
      if (await downloadArchive(path)) toast.success(translate('privacy.exportReady'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const job = latest.data;
  const preparing = job?.status === 'preparing';
  return (
    <section aria-labelledby="privacy-download-title">
      <h2 id="privacy-download-title">{t('privacy.downloadTitle')}</h2>
      <p className="muted">{t('privacy.downloadExplained')}</p>
      {job && (
        <div className="export-status" role="status" data-status={job.status}>
          {preparing && (
            <>
              <span>{t('privacy.exportProgress', { done: job.servicesDone, total: job.servicesTotal })}</span>
              <progress max={job.servicesTotal} value={job.servicesDone} />
            </>
          )}
          {job.status === 'ready' && job.downloadPath && job.expiresAt && (
            <span>{t('privacy.exportMailed', { date: formatDate(job.expiresAt, { withTime: true }) })}</span>
          )}
          {job.status === 'ready' && !job.downloadPath && <span>{t('privacy.exportExpired')}</span>}
          {job.status === 'failed' && <span>{t('privacy.exportFailed')}</span>}
        </div>
      )}
      <div className="export-actions">
        {job?.status === 'ready' && job.downloadPath && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={saving}
            onClick={() => void save(job.downloadPath!)}
          >
            {t('privacy.exportSave')}
          </button>
        )}
        <button
          type="button"
          className={job?.downloadPath ? 'btn btn-ghost' : 'btn btn-primary'}
          disabled={ask.isPending || preparing}
          onClick={() => ask.mutate()}
        >
          {ask.isPending || preparing ? t('privacy.downloadPreparing') : t('privacy.downloadButton')}
        </button>
      </div>
    </section>
  );
}
