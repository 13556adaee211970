import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdmin, LoadingScreen } from '@streamhub/web-kit';
import { useAppSelector } from '../../app/hooks';
import { WEB_APP_URL } from '../config';

/** Sends a signed-in non-admin to the viewer site's home page ("/" of docs/product.md §6). */
function LeaveForViewerSite() {
  useEffect(() => window.location.replace(WEB_APP_URL), []);
  return <LoadingScreen />;
}

/** Admin only (docs/product.md §6): Loading screen while checking, guests go to /login, non-admins go home. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { token, user, status } = useAppSelector((state) => state.session);
  const location = useLocation();
  if (status === 'checking') return <LoadingScreen />;
  if (!token || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin(user)) return <LeaveForViewerSite />;
  return children ?? <Outlet />;
}
