import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { safeNextPath } from '@/lib/safe-next-path';
import { useSession } from '@/providers/session';

function SessionSpinner() {
  const { t } = useTranslation();
  return <PageSpinner label={t('session.checking')} />;
}

/** Pages for signed-in users only: guests are sent to the login page, and come back after signing in. */
export function RequireUser() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return <SessionSpinner />;
  }
  if (status === 'guest') {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <Outlet />;
}

/** The login page: a signed-in user is sent on, to the `next` path or home (SPEC §2 routing rules). */
export function GuestOnly() {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'loading') {
    return <SessionSpinner />;
  }
  if (status === 'signed-in') {
    return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  }
  return <Outlet />;
}
