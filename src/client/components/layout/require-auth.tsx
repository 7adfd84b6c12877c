import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { noteSignInRedirect } from '../../api/query-client';
import { PageSpinner } from '../ui/spinner';

/** Gate for member pages: a spinner while the user loads, /login for visitors. */
export function RequireAuth() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading" />;
  if (!user) {
    noteSignInRedirect();
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
