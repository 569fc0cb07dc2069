import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmReminderLink, useReminderLink } from '../api/reminder-link.ts';

const BROKEN = 'This link is damaged or has expired. Open My Products to update your filters.';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h1 className="card-title text-2xl">{title}</h1>
        {children}
        <Link to={paths.dashboard} className="link link-primary w-fit">
          Open My Products
        </Link>
      </div>
    </section>
  );
}

/**
 * A reminder's short link: first says what it will do (opening it changes nothing, as mail
 * scanners open links), then does it when the customer presses the button.
 */
export function ReminderLinkPanel({ code }: { code: string }) {
  const navigate = useNavigate();
  const link = useReminderLink(code);
  const confirm = useConfirmReminderLink(code);
  const done = confirm.data;

  useEffect(() => {
    if (done?.kind === 'redirect') navigate(done.location);
  }, [done, navigate]);

  if (link.isPending) return <PageLoading />;
  if (link.isError) {
    return (
      <Panel title="This link does not work">
        <p role="alert">{serverMessage(link.error, BROKEN)}</p>
      </Panel>
    );
  }
  if (done?.kind === 'page') {
    return (
      <Panel title={done.title}>
        <p role="status">{done.message}</p>
      </Panel>
    );
  }
  const view = link.data;
  // GET answers a confirmation, or why there is nothing to do (never a redirect).
  if (view.kind !== 'confirm') {
    return (
      <Panel title={view.kind === 'page' ? view.title : 'Nothing to do'}>
        {view.kind === 'page' ? <p>{view.message}</p> : null}
      </Panel>
    );
  }
  return (
    <Panel title={view.title}>
      <p>{view.message}</p>
      {confirm.isError ? (
        <p role="alert" className="text-error">
          {serverMessage(confirm.error, BROKEN)}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary w-fit"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {view.button}
      </button>
    </Panel>
  );
}
