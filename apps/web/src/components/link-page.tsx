import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { LinkCard } from './link-card.tsx';
import { NeedsScript } from './needs-script.tsx';

interface LinkPageProps {
  title: string;
  /** Said while the app starts. */
  opening: string;
  /** Said when JavaScript is off: what the link would have let the customer do. */
  needs: string;
  children: React.ReactNode;
}

/**
 * A page behind a message's link (/r/:code, /a/:code, /auto-replace/pay/:code). The server's
 * render, and the page until the app has started, leave the code unread: the app reads it, so no
 * link's state is kept in a cached page (decision 045).
 */
export function LinkPage({ title, opening, needs, children }: LinkPageProps) {
  useDocumentTitle(title);
  const { isRestoring } = useSession();
  return (
    <div className="px-4 py-10 sm:py-16">
      {isRestoring ? (
        <LinkCard title={title}>
          <p role="status" className="script-only text-base-content/80">
            {opening}
          </p>
          <NeedsScript>
            {needs} You can still{' '}
            <Link to={paths.products} className="link link-primary">
              browse and search every product
            </Link>
            .
          </NeedsScript>
        </LinkCard>
      ) : (
        children
      )}
    </div>
  );
}
