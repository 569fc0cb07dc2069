import { Link } from 'react-router';
import { NeedsScript } from '../../../components/needs-script.tsx';
import { paths } from '../../../lib/paths.ts';

/** The first screen of a link page before the app has read the link. */
export function LinkPending({
  title,
  opening,
  needs,
}: {
  title: string;
  opening: string;
  needs: string;
}) {
  return (
    <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h1 className="card-title text-2xl">{title}</h1>
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
      </div>
    </section>
  );
}
