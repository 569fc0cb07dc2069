import type { ReminderLinkView } from '@shop/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { serverMessage } from '../lib/error-message.ts';
import { LinkCard } from './link-card.tsx';
import { PageLoading } from './page-loading.tsx';

type Props = {
  /** GET of the link: what it will do, or why there is nothing to do. */
  link: UseQueryResult<ReminderLinkView>;
  /** POST of the link: does it, once. */
  confirm: UseMutationResult<ReminderLinkView, Error, void>;
  /** Said when the link is damaged or expired and the server gives no reason. */
  broken: string;
  /** Where the customer goes instead: the page the link is a shortcut into. */
  back: { to: string; label: string };
};

/**
 * A message's one-tap link (a reminder's or an auto-replace notice's). Opening it only says what
 * it will do, as mail scanners open links; the button does it, once.
 */
export function OneTapLinkPanel({ link, confirm, broken, back }: Props) {
  const done = confirm.data;
  const panel = (title: string, children: React.ReactNode) => (
    <LinkCard title={title} back={back}>
      {children}
    </LinkCard>
  );

  if (link.isPending) return <PageLoading />;
  if (link.isError) {
    return panel(
      'This link does not work',
      <p role="alert">{serverMessage(link.error, broken)}</p>,
    );
  }
  if (done?.kind === 'page') return panel(done.title, <p role="status">{done.message}</p>);
  const view = link.data;
  // GET answers a confirmation, or why there is nothing to do (never a redirect).
  if (view.kind !== 'confirm') {
    return panel(
      view.kind === 'page' ? view.title : 'Nothing to do',
      view.kind === 'page' ? <p>{view.message}</p> : null,
    );
  }
  return panel(
    view.title,
    <>
      <p>{view.message}</p>
      {confirm.isError ? (
        <p role="alert" className="text-error">
          {serverMessage(confirm.error, broken)}
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
    </>,
  );
}
