import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useConfirmPlanLink, usePlanLink } from '../api/plan-payment.ts';

const BROKEN =
  'This link is damaged or has expired. Open Auto-replace on your account to change the plan.';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h1 className="card-title text-2xl">{title}</h1>
        {children}
        <Link to={paths.autoReplace} className="link link-primary w-fit">
          Open your auto-replace plans
        </Link>
      </div>
    </section>
  );
}

/**
 * A plan notice's one-tap link (skip, delay, pause), as a reminder's: opening it only says what
 * it will do (mail scanners open links); the button does it, once.
 */
export function PlanLinkPanel({ code }: { code: string }) {
  const link = usePlanLink(code);
  const confirm = useConfirmPlanLink(code);
  const done = confirm.data;

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
