import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFound } from './not-found.tsx';

/** Shown when a page fails to load or render; the layout around it stays usable. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-base-content/80">
        This page could not be shown. Reloading usually helps; if it does not, please try again in a
        few minutes.
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home} className="btn btn-ghost">
          Home
        </Link>
      </div>
    </section>
  );
}
