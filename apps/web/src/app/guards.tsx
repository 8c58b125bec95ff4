import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { heCommon } from '../i18n/shell';
import { useAuth } from '../lib/auth/auth-context';

/** Login required: a spinner while auth loads, then /login (replacing history) without a user. */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'uninitialised' || (status === 'loading' && !user)) {
    return <FullScreenSpinner label={heCommon.loading} />;
  }
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/** Admins only: a spinner while auth loads; everyone else goes to /. */
export function RequireAdmin() {
  const { status, user, isAdmin } = useAuth();
  if (status === 'uninitialised' || status === 'loading') {
    return <FullScreenSpinner label={heCommon.loading} />;
  }
  if (!user || !isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
