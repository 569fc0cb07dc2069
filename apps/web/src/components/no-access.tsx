import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The shop's "no access" page: a back-office section the signed-in role may not use. */
export function NoAccess({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  useDocumentTitle('No access');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        403
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">No access</h1>
      <p className="mt-3 text-base-content/80">
        You do not have access to this. Ask the shop's owner if your work needs it.
      </p>
      <Link to={backTo} className="btn btn-primary mt-8">
        {backLabel}
      </Link>
    </section>
  );
}
