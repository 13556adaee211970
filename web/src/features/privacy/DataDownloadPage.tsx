import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../../shared/api/client';
import { useT } from '../../shared/i18n/i18n';
import { downloadArchive } from './DownloadDataSection';
import './privacy.css';

/**
 * The mailed "download my data" link (docs/privacy.md): signed in as the account holder, the
 * archive is saved from here; another account, a changed link or an expired one is refused.
 */
export function DataDownloadPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: string | null }>({
    busy: false,
    done: false,
    error: null,
  });
  const download = async () => {
    setState({ busy: true, done: false, error: null });
    try {
      const saved = await downloadArchive(`/privacy/download/${id}${search}`);
      setState({ busy: false, done: saved, error: saved ? null : t('privacy.exportLinkBroken') });
    } catch (error) {
      setState({ busy: false, done: false, error: errorMessage(error) });
    }
  };
  return (
    <div className="container privacy-download-page">
      <h1>{t('privacy.downloadTitle')}</h1>
      <p className="muted">{t('privacy.downloadExplained')}</p>
      <button type="button" className="btn btn-primary" disabled={state.busy} onClick={() => void download()}>
        {state.busy ? t('privacy.downloadPreparing') : t('privacy.exportSave')}
      </button>
      {state.done && <p role="status">{t('privacy.exportReady')}</p>}
      {state.error && (
        <p role="alert">
          {state.error} <Link to="/profile?tab=privacy">{t('privacy.exportAskAgain')}</Link>
        </p>
      )}
    </div>
  );
}
