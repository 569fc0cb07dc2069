/**
 * With STRIPE_SECRET_KEY set the server answers Stripe intents, whose cards are collected by
 * Stripe Elements in the browser. This build does not load Stripe.js yet, so it says so plainly
 * rather than show a form that cannot pay.
 */
export function StripeNotice() {
  return (
    <p role="alert" className="rounded-box border border-warning/60 bg-warning/10 p-4 text-sm">
      Card payments in this shop are handled by Stripe Elements, which is not available in this
      version of the site. Please contact us to complete your order.
    </p>
  );
}
