import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRouter, AppToaster, createRouterHandle, toast } from '@streamhub/web-kit';
import { routes } from './routes';
import { AuthProvider } from './shared/auth/AuthProvider';
import { setAccountInactiveHandler, setUnauthorizedHandler } from './shared/api/client';
import { MESSAGES } from './shared/messages';
import { dropUserDataOnSessionChange, queryClient, refetchOnLanguageChange } from './shared/api/query-client';
import { followProfileLanguage, initialLanguage, setLanguage } from './shared/i18n/i18n';
import { profileStore } from './features/profiles/profile-store';
import './styles.css';

const router = createRouterHandle();

// A 401 has already cleared the session; send the visitor to sign in and back afterwards.
setUnauthorizedHandler(() => {
  if (!router.current) return;
  const { location, navigate } = router.current;
  if (location.pathname !== '/login') void navigate('/login', { state: { from: location } });
});
// A viewer deactivated mid-session: told once, signed out (the session is cleared already), sent to sign in.
setAccountInactiveHandler(() => {
  toast.error(MESSAGES.accountInactive, { id: 'account-inactive' });
  if (!router.current) return;
  const { location, navigate } = router.current;
  if (location.pathname !== '/login') void navigate('/login');
});
dropUserDataOnSessionChange(queryClient);
refetchOnLanguageChange(queryClient);

// The UI speaks the active profile's language once one is chosen (and keeps the device's last choice
// across reloads); the first render waits only for the chosen catalog (docs/i18n.md).
const profileLanguageKey = () => {
  const profile = profileStore.read()?.profile;
  return profile ? `${profile.id}|${profile.language}` : null;
};
let activeProfile = profileLanguageKey();
profileStore.subscribe(() => {
  const next = profileLanguageKey();
  if (next === activeProfile) return;
  activeProfile = next;
  followProfileLanguage(profileStore.read()?.profile.language);
});

void setLanguage(initialLanguage(), { remember: false }).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AppRouter routes={routes} handle={router} />
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);

/** How long a player page opened directly holds the service worker back at most (docs/media.md "Start-up"). */
const SHELL_AFTER_PLAYBACK_MS = 5_000;

// The installable app: the service worker keeps the app shell for offline use (docs/offline.md).
// Its install fetches every file of the build, which on a player page opened directly would share
// the network with the playback's start: there it waits until the video plays (or a while).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    let registered = false;
    const register = () => {
      if (registered) return;
      registered = true;
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    };
    if (!/^\/(play|live)\//.test(window.location.pathname)) return register();
    // Media events do not bubble: the capture phase sees the player's.
    document.addEventListener('playing', register, { capture: true, once: true });
    window.setTimeout(register, SHELL_AFTER_PLAYBACK_MS);
  });
}
