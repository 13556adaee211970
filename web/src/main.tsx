import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@streamhub/web-kit';
import { routes } from './routes';
import { AuthProvider } from './shared/auth/AuthProvider';
import { setUnauthorizedHandler } from './shared/api/client';
import './styles.css';

const router = createBrowserRouter(routes);

// A 401 has already cleared the session; send the visitor to sign in and back afterwards.
setUnauthorizedHandler(() => {
  const { location } = router.state;
  if (location.pathname !== '/login') void router.navigate('/login', { state: { from: location } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
      <AppToaster />
    </AuthProvider>
  </StrictMode>,
);
