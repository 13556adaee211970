import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@streamhub/web-kit';
import { useAuth } from './use-auth';

/** Signed-in only (docs/product.md §6): Loading screen while checking, guests go to /login with the origin. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { token, user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!token || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
