import { stripeModule } from './stripe-module.ts';
import { createStripeProcessor } from './stripe-processor.ts';

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A Stripe processor whose HTTP calls are answered, in order, by recorded responses (see
 * stripe-recordings.ts) instead of the network; `sent` keeps what it asked Stripe.
 */
export function replayStripe(answers: { status: number; body: object }[]) {
  const sent: SentRequest[] = [];
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(
      new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    sent.push({
      method: init?.method ?? 'GET',
      url: String(url),
      headers,
      body: String(init?.body ?? ''),
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected Stripe call ${init?.method} ${url}`);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' },
    });
  };
  const processor = createStripeProcessor({
    secretKey: 'sk_test_recorded',
    publishableKey: 'pk_test_recorded',
    webhookSecret: 'whsec_recorded',
    httpClient: stripeModule().createFetchHttpClient(fakeFetch as typeof fetch),
  });
  return { processor, sent };
}
