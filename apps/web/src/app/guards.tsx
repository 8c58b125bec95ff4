import { Navigate, Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { FullScreenSpinner } from '../components/ui/spinner';
import { heAdminOnly, heCommon } from '../i18n/shell';
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

/**
 * Admins only: a spinner while auth loads; a signed-out visitor goes to /, a signed-in user who
 * is not an admin is told the area is for admins (a silent redirect left them wondering why).
 */
export function RequireAdmin() {
  const { status, user, isAdmin } = useAuth();
  if (status === 'uninitialised' || status === 'loading') {
    return <FullScreenSpinner label={heCommon.loading} />;
  }
  if (!user) return <Navigate to="/" replace />;
  if (!isAdmin) return <AdminOnlyPage />;
  return <Outlet />;
}

export function AdminOnlyPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        403
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{heAdminOnly.title}</h1>
      <p className="text-slate-700">{heAdminOnly.text}</p>
      <ButtonLink to="/">{heAdminOnly.home}</ButtonLink>
    </div>
  );
}
