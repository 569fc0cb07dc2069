import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { ChargeIntent, PaymentPhase } from '../use-checkout.ts';

/** What every payment form gets from the checkout flow. */
export interface PaymentFormProps {
  phase: PaymentPhase;
  /** The processor's own sentence when the payment (or the order after it) failed. */
  error: string | null;
  /** Hands the flow this form's way of charging; the flow then places the order. */
  onPay: (charge: ChargeIntent) => void;
  /** The intent is being made again (Save this card changed): Pay Now waits for it. */
  notReady?: boolean;
}

interface PayNowProps {
  phase: PaymentPhase;
  error: string | null;
  /** The form cannot take a payment yet (Stripe's fields still loading). */
  notReady?: boolean;
}

/** The end of every payment form: Pay Now, what is happening, and what went wrong. */
export function PayNow({ phase, error, notReady = false }: PayNowProps) {
  const processing = phase !== 'idle';
  return (
    <>
      {/* A second press while processing is ignored by the checkout flow (one charge at a time). */}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={notReady}
        {...busyButtonProps(processing)}
      >
        {processing ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Pay Now
      </button>
      {processing ? (
        <p role="status" className="text-center text-sm text-base-content/80">
          {phase === 'placing' ? 'Placing your order…' : 'Processing your payment…'}
        </p>
      ) : null}
      <FormAlert tone="error" message={error} />
    </>
  );
}
