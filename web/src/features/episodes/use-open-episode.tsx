import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@streamhub/web-kit';
import { isSessionEnded } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { checkEpisodeAccess } from '../catalog/catalog-api';
import { watchPath } from '../catalog/watch-param';

/** The dialog (and its checkout code) loads when an episode is first opened, not with home. */
const loadSubscriptionDialog = () => import('../subscriptions/SubscriptionDialog');
const SubscriptionDialog = lazy(async () => ({ default: (await loadSubscriptionDialog()).SubscriptionDialog }));

interface EpisodeRef {
  name: string;
  id?: string;
}

/**
 * Opening an episode checks access first (docs/product.md §2 All Episodes): granted → the watch page, otherwise the
 * subscription dialog. A failed check counts as no access.
 */
export function useOpenEpisode() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<EpisodeRef | null>(null);
  // Once shown the dialog stays mounted, closed, as it always was before it loaded lazily.
  const [dialogNeeded, setDialogNeeded] = useState(false);

  const openEpisode = useCallback(
    async (episode: EpisodeRef) => {
      setChecking(episode.name);
      void loadSubscriptionDialog();
      let hasAccess = false;
      try {
        hasAccess = await checkEpisodeAccess(episode.name);
      } catch (error) {
        // A 401 or a deactivated account has already signed the viewer out and sent them on.
        if (isSessionEnded(error)) return;
        toast.error(MESSAGES.accessCheckFailed);
      } finally {
        setChecking(null);
      }
      if (hasAccess) void navigate(watchPath(episode.name));
      else {
        setDialogNeeded(true);
        setBlocked(episode);
      }
    },
    [navigate],
  );

  const dialog = dialogNeeded && (
    <Suspense fallback={null}>
      <SubscriptionDialog
        open={blocked !== null}
        episode={blocked ?? undefined}
        onClose={() => setBlocked(null)}
        onSubscribed={() => blocked && navigate(watchPath(blocked.name))}
      />
    </Suspense>
  );
  return { openEpisode, checking, dialog };
}
