import { useNavigate, useRouteError, isRouteErrorResponse } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { NeedsConnection } from '../components/ui/needs-connection';
import { isConnectionError } from '../lib/connection';
import { errorScreenTexts } from '../i18n/he/shell';
import { NotFoundPage } from './not-found-page';

/** The generic error screen: every route's error boundary. */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A page whose code was never saved for offline use: a reload fetches it once the connection
  // is back (the router keeps a failed page load as failed).
  if (isConnectionError(error)) {
    return (
      <div className="px-4 py-12">
        <NeedsConnection level={1} onRetry={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold text-slate-900">{errorScreenTexts.title}</h1>
      <p className="text-slate-700">{errorScreenTexts.text}</p>
      <div className="flex gap-3">
        <Button onClick={() => void navigate(0)}>{errorScreenTexts.retry}</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {errorScreenTexts.home}
        </ButtonLink>
      </div>
    </div>
  );
}
