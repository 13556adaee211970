import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdmin, LoadingScreen } from '@streamhub/web-kit';
import { useAuth } from './use-auth';

/** Admin only (docs/product.md §6): guests go to /login, signed-in non-admins go home. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { token, user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!token || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
