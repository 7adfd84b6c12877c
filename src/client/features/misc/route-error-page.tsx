import { LifeBuoy } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

const RELOADED_KEY = 'cruise-companion:reloaded-for-new-version';

/** A lazily loaded page whose file is gone: the app was updated since this tab loaded it. */
function isStaleChunkError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * What a route shows when it fails to load or render, instead of a developer error screen.
 * After a new version is deployed, old page files disappear: the page reloads once by itself.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isStale = isStaleChunkError(error);

  useEffect(() => {
    if (!isStale) return;
    try {
      if (sessionStorage.getItem(RELOADED_KEY)) return;
      sessionStorage.setItem(RELOADED_KEY, '1');
    } catch {
      return;
    }
    window.location.reload();
  }, [isStale]);

  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <div className="mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-coral-50 text-coral-600">
        <LifeBuoy className="h-8 w-8" aria-hidden />
      </div>
      <h1 className="font-display text-3xl font-semibold text-ocean-950">
        {isStale ? 'A new version is ready' : 'Something went off course'}
      </h1>
      <p className="mt-3 text-ocean-900/70">
        {isStale
          ? 'Cruise Companion was updated while this page was open. Reload to continue.'
          : `This page could not be shown${status ? ` (error ${status})` : ''}. Reloading usually helps; your data is safe.`}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button asChild variant="outline">
          <Link to="/">Back to home port</Link>
        </Button>
      </div>
    </div>
  );
}
