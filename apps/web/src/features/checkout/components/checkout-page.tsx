import { PageLoading } from '../../../components/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StripePayment } from '../stripe/stripe-payment.tsx';
import { useCheckout } from '../use-checkout.ts';
import { CardForm } from './card-form.tsx';
import { AddressMissing, CheckoutError, OrderPlaced } from './checkout-screens.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { SaveCardField } from './save-card-field.tsx';
import { ThankYouModal } from './thank-you-modal.tsx';

/** /checkout (signed in): the screen for the current step of the flow. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const checkout = useCheckout();
  const { step } = checkout;

  switch (step.kind) {
    case 'loading':
      return <PageLoading label="Loading checkout…" />;
    case 'error':
      return <CheckoutError message={step.message} />;
    case 'address-missing':
      return <AddressMissing />;
    case 'placed':
      return step.filterItem ? (
        <section className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Order Placed Successfully!</h1>
          <ThankYouModal
            orderId={step.order._id}
            orderNumber={step.order.orderNumber}
            filterItem={step.filterItem}
          />
        </section>
      ) : (
        <OrderPlaced orderNumber={step.order.orderNumber} />
      );
    case 'pay':
      return (
        <div className="mx-auto max-w-5xl px-4 py-8">
          <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
          <div className="mt-6 grid gap-6 md:grid-cols-2 md:items-start">
            <CheckoutSummary quote={step.quote} />
            <section className="rounded-box border border-base-300 bg-base-100 p-5">
              <h2 id="payment-heading" className="mb-4 text-xl font-bold">
                Payment
              </h2>
              <SaveCardField
                checked={checkout.saveCard}
                onChange={checkout.setSaveCard}
                disabled={checkout.phase !== 'idle'}
              />
              {step.intent.provider === 'stripe' ? (
                <StripePayment
                  intent={step.intent}
                  phase={checkout.phase}
                  error={checkout.paymentError}
                  onPay={checkout.pay}
                  notReady={checkout.intentSettling}
                />
              ) : (
                <CardForm
                  phase={checkout.phase}
                  error={checkout.paymentError}
                  onPay={checkout.pay}
                  notReady={checkout.intentSettling}
                />
              )}
            </section>
          </div>
        </div>
      );
  }
}
