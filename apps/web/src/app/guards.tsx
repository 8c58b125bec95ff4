import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { commonTexts } from '../i18n/he/shell';
import { useAuth } from '../lib/auth/auth-context';

// Loaded only when a signed-in user who is not an admin opens /admin: no page's first script
// carries it.
const AdminOnlyPage = lazy(() => import('./admin-only-page'));

/** Login required: a spinner while auth loads, then /login (replacing history) without a user. */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'uninitialised' || (status === 'loading' && !user)) {
    return <FullScreenSpinner label={commonTexts.loading} />;
  }
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/**
 * Admins only: a spinner while auth loads; a signed-out visitor goes to /, a signed-in user who
 * is not an admin is told the area is for admins (a silent redirect left them wondering why).
 */
export function RequireAdmin() {
  const { status, user, isAdmin } = useAuth();
  if (status === 'uninitialised' || status === 'loading') {
    return <FullScreenSpinner label={commonTexts.loading} />;
  }
  if (!user) return <Navigate to="/" replace />;
  if (!isAdmin) {
    return (
      <Suspense fallback={<FullScreenSpinner label={commonTexts.loading} />}>
        <AdminOnlyPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
