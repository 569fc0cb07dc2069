import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-base-content/80">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home} className="btn btn-primary mt-8">
        Back to the home page
      </Link>
    </section>
  );
}
