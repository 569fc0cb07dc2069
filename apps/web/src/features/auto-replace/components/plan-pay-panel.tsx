import { describeCard, formatUsd, type PlanPaymentView } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LinkCard } from '../../../components/link-card.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatDay } from '../../../components/store-dates.ts';
import { serverMessage } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSignInPath } from '../../../lib/sign-in-redirect.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { CardPicker, firstCardId } from '../../account/components/saved-cards/card-picker.tsx';
import { usePayPlan, usePlanPayment } from '../api/plan-payment.ts';
import { useSavedCards } from '../api/saved-cards.ts';
import { StripeAuthentication } from './stripe-authentication.tsx';

const BROKEN = 'This link is damaged or has expired. Open Auto-replace on your account to pay.';

const WHY: Record<PlanPaymentView['reason'], string> = {
  declined: 'Your bank declined the charge.',
  insufficient_funds: 'The card had insufficient funds.',
  requires_action: 'Your bank asks you to confirm this charge before it goes through.',
  out_of_stock: 'The replacement was out of stock.',
};

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <LinkCard title={title} back={{ to: paths.autoReplace, label: 'Open your auto-replace plans' }}>
      {children}
    </LinkCard>
  );
}

/**
 * The page a failed renewal's message links to: what is owed and why, then pay now (with
 * another saved card when signed in), or confirm the charge through the bank's challenge: Stripe's
 * own when the view carries its authentication, otherwise test mode's simulated one.
 */
export function PlanPayPanel({ code }: { code: string }) {
  const view = usePlanPayment(code);
  const pay = usePayPlan(code);
  const oneAtATime = useOneAtATime();
  const [challenge, setChallenge] = useState(false);
  const [declined, setDeclined] = useState(false);

  if (view.isPending) return <PageLoading label="Opening the payment…" />;
  if (view.isError) {
    return (
      <Panel title="This link does not work">
        <p role="alert">{serverMessage(view.error, BROKEN)}</p>
      </Panel>
    );
  }
  const data = view.data;
  if (data.state === 'paid') {
    return (
      <Panel title="Paid, thank you">
        <p role="status">
          {data.productName} is paid ({formatUsd(data.amount)}) and your order is placed. It ships
          before the part is due on {formatDay(data.dueOn)}.
        </p>
        <Link to={paths.orderHistory} className="btn btn-primary w-fit">
          See my orders
        </Link>
      </Panel>
    );
  }
  if (data.state === 'closed') {
    return (
      <Panel title="Nothing to pay">
        <p>This shipment was skipped or the plan was cancelled: nothing is owed.</p>
      </Panel>
    );
  }
  if (challenge) {
    return (
      <Panel title="Confirm with your bank">
        <p className="badge badge-warning">Test mode: a simulated bank check</p>
        <p>
          Approve the charge of <strong>{formatUsd(data.amount)}</strong> to ClearSpring Water
          {data.card ? ` on your ${describeCard(data.card)}` : ''}?
        </p>
        <FormAlert tone="error" message={pay.isError ? serverMessage(pay.error, BROKEN) : null} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            {...busyButtonProps(pay.isPending)}
            onClick={unlessBusy(pay.isPending, () =>
              oneAtATime((done) => pay.mutate({ authenticated: true }, { onSettled: done })),
            )}
          >
            Approve
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={pay.isPending || undefined}
            onClick={unlessBusy(pay.isPending, () => {
              setChallenge(false);
              setDeclined(true);
            })}
          >
            Decline
          </button>
        </div>
      </Panel>
    );
  }
  return (
    <Panel title="Pay for your auto-replace shipment">
      <p>{WHY[data.reason]}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Product</dt>
        <dd>{data.productName}</dd>
        <dt className="font-medium">Part due</dt>
        <dd>{formatDay(data.dueOn)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd>{formatUsd(data.amount)}</dd>
        <dt className="font-medium">Card</dt>
        <dd>{data.card ? describeCard(data.card) : 'None'}</dd>
      </dl>
      <FormAlert
        tone="info"
        message={declined ? 'You declined the charge: nothing was taken.' : null}
      />
      {data.canAuthenticate && data.authentication ? (
        <StripeAuthentication code={code} authentication={data.authentication} />
      ) : data.canAuthenticate ? (
        <button
          type="button"
          className="btn btn-primary w-fit"
          onClick={() => {
            pay.reset();
            setDeclined(false);
            setChallenge(true);
          }}
        >
          Confirm the charge
        </button>
      ) : (
        <PayNow code={code} defaultCardId={data.card?._id ?? null} />
      )}
    </Panel>
  );
}

/** Pay with the plan's card, or, signed in, another saved card (it becomes the plan's card). */
function PayNow({ code, defaultCardId }: { code: string; defaultCardId: string | null }) {
  const { isSignedIn } = useSession();
  const signIn = useSignInPath();
  const cards = useSavedCards(isSignedIn);
  const pay = usePayPlan(code);
  const oneAtATime = useOneAtATime();
  const [chosen, setChosen] = useState('');
  const cardId = chosen || firstCardId(cards.data, defaultCardId);
  const other = cardId && cardId !== defaultCardId ? cardId : undefined;
  return (
    <div className="flex flex-col gap-3">
      {isSignedIn && cards.data ? (
        <CardPicker cards={cards.data} value={cardId} onChange={setChosen} legend="Pay with" />
      ) : null}
      {!isSignedIn ? (
        <p className="text-sm text-base-content/80">
          To pay with another card,{' '}
          <Link to={signIn} className="link link-primary">
            log in
          </Link>{' '}
          first.
        </p>
      ) : null}
      <FormAlert tone="error" message={pay.isError ? serverMessage(pay.error, BROKEN) : null} />
      <button
        type="button"
        className="btn btn-primary w-fit"
        {...busyButtonProps(pay.isPending)}
        onClick={unlessBusy(pay.isPending, () =>
          oneAtATime((done) =>
            pay.mutate(other ? { paymentMethodId: other } : {}, { onSettled: done }),
          ),
        )}
      >
        {pay.isPending ? 'Paying…' : 'Pay now'}
      </button>
    </div>
  );
}
