import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { AppRouter, AppToaster, createRouterHandle } from '@streamhub/web-kit';
import { store } from './app/store';
import { routes } from './routes';
import { setUnauthorizedHandler } from './shared/navigation';
import { SessionCheck } from './features/auth/SessionCheck';
import { signInWithHandoff, takeHandoffCode } from './features/auth/handoff';
import { initialLanguage, setLanguage } from './shared/i18n/i18n';
import './styles.css';

// Coming from the viewer app's Admin link: the one-time code leaves the address before the router
// reads it, and the admin is signed in with it before the first render (the guards see the session).
const handoffCode = takeHandoffCode(window.location, window.history);
const router = createRouterHandle();

// A 401 has already signed the admin out; go to sign in and come back afterwards.
setUnauthorizedHandler(() => {
  if (!router.current) return;
  const { location, navigate } = router.current;
  if (location.pathname !== '/login') void navigate('/login', { state: { from: location } });
});

// The first render waits for the chosen catalog only when it is not English (docs/i18n.md).
const language = initialLanguage();
const ready = Promise.all([
  handoffCode ? signInWithHandoff(handoffCode, store.dispatch) : Promise.resolve(),
  setLanguage(language, { remember: false }),
]);

void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <SessionCheck />
        <AppRouter routes={routes} handle={router} />
        <AppToaster />
      </Provider>
    </StrictMode>,
  ),
);
