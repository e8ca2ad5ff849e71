import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorBox } from '@/components/error-box';
import { messageOf } from '@/lib/rpc-client';
import { NotFoundPage } from './not-found-page';

/** What a page that failed to load or render shows instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return <ErrorBox message={messageOf(error)} onRetry={() => window.location.reload()} />;
}
