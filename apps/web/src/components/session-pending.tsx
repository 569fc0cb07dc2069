import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NeedsScript } from './needs-script.tsx';

interface SessionPendingProps {
  /** The page's own heading. */
  title: string;
  /** What needs JavaScript here, said when scripting is off; `${title} needs JavaScript` by default. */
  needs?: string;
}

/**
 * The first screen of a members-only page rendered on the server: its heading, then, while the
 * app reads the stored sign-in (tokens live in the browser's storage, SPEC.md), a status, or,
 * when scripting is off, that the page needs it and what works without it.
 */
export function SessionPending({
  title,
  needs = `${title} needs JavaScript`,
}: SessionPendingProps) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p role="status" className="script-only mt-4 text-base-content/80">
        Checking your sign-in…
      </p>
      <NeedsScript>
        {needs}: signing in keeps your session in this browser with JavaScript, which is off. Log in
        with JavaScript on to continue. You can still{' '}
        <Link to={paths.products} className="link link-primary">
          browse and search every product
        </Link>
        .
      </NeedsScript>
    </section>
  );
}
