import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '@streamhub/web-kit';
import { routes } from './routes';
import { AuthProvider } from './shared/auth/AuthProvider';
import toast from 'react-hot-toast';
import { setAccountInactiveHandler, setUnauthorizedHandler } from './shared/api/client';
import { MESSAGES } from './shared/messages';
import { dropUserDataOnSessionChange, queryClient } from './shared/api/query-client';
import './styles.css';

const router = createBrowserRouter(routes);

// A 401 has already cleared the session; send the visitor to sign in and back afterwards.
setUnauthorizedHandler(() => {
  const { location } = router.state;
  if (location.pathname !== '/login') void router.navigate('/login', { state: { from: location } });
});
// A viewer deactivated mid-session: told once, signed out (the session is cleared already), sent to sign in.
setAccountInactiveHandler(() => {
  toast.error(MESSAGES.accountInactive, { id: 'account-inactive' });
  const { location } = router.state;
  if (location.pathname !== '/login') void router.navigate('/login');
});
dropUserDataOnSessionChange(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
