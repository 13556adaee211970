import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PRIVACY_NOTICE_VERSION } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { USER_SCOPE } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { t as translate, useT } from '../../shared/i18n/i18n';
import { closeNoticePrompt, useNoticePrompt } from './notice-prompt';
import { updateConsents } from './privacy-api';
import './privacy.css';

/** The prompt shown after a sign-in when the account has yet to agree to the notice in force (docs/privacy.md). */
export function NoticePrompt() {
  const t = useT();
  const asked = useNoticePrompt();
  const { token, user } = useAuth();
  const queryClient = useQueryClient();
  const agree = useMutation({
    mutationFn: () => updateConsents({ noticeVersion: PRIVACY_NOTICE_VERSION }),
    onSuccess: () => {
      closeNoticePrompt();
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, user?._id ?? '', 'privacy'] });
      toast.success(translate('privacy.consentsUpdated'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (!asked || !token || !user) return null;
  return (
    <div className="notice-prompt" role="dialog" aria-modal="false" aria-labelledby="notice-prompt-title">
      <h2 id="notice-prompt-title">{t('privacy.noticeBannerTitle')}</h2>
      <p>{t('privacy.noticeBannerText', { version: PRIVACY_NOTICE_VERSION })}</p>
      <div className="export-actions">
        <Link to="/privacy" className="btn btn-ghost">
          {t('privacy.noticeBannerRead')}
        </Link>
        <button type="button" className="btn btn-primary" disabled={agree.isPending} onClick={() => agree.mutate()}>
          {t('privacy.noticeBannerAgree')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={closeNoticePrompt}>
          {t('privacy.noticeBannerLater')}
        </button>
      </div>
    </div>
  );
}
