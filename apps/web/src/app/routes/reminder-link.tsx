import { Link, useParams } from 'react-router';
import { NeedsScript } from '../../components/needs-script.tsx';
import { ReminderLinkPanel } from '../../features/reminders/components/reminder-link-panel.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TITLE = 'Filter reminder';

/** /r/:code, the page behind every link in a replacement reminder (e-mail or SMS). */
export default function ReminderLinkPage() {
  useDocumentTitle(TITLE);
  const { code = '' } = useParams();
  // The server's render (and the page until the app has started) leaves the link unread: the
  // app reads it, so no reminder's state is kept in a cached page (decision 045).
  const { isRestoring } = useSession();
  return (
    <div className="px-4 py-10 sm:py-16">
      {isRestoring ? <ReminderLinkPending /> : <ReminderLinkPanel code={code} />}
    </div>
  );
}

function ReminderLinkPending() {
  return (
    <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h1 className="card-title text-2xl">{TITLE}</h1>
        <p role="status" className="script-only text-base-content/80">
          Opening your reminder…
        </p>
        <NeedsScript>
          This reminder link needs JavaScript, which is off in this browser. Open it with JavaScript
          on to snooze the reminder or mark the part replaced. You can still{' '}
          <Link to={paths.products} className="link link-primary">
            browse and search every product
          </Link>
          .
        </NeedsScript>
      </div>
    </section>
  );
}
