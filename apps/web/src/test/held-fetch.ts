import { expect, vi } from 'vitest';

type Answer = { status?: number; body: unknown };

/**
 * A fetch stub for a busy button's test: `hold` names the requests ("POST /api/v1/x") whose
 * answers wait until `release()`, so the test can press again while the first is under way.
 * Every other request is answered at once by `answer`.
 */
export function holdFetch(hold: string, answer: (method: string, url: URL) => Answer) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const waiting: Array<() => void> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (`${method} ${url.pathname}` === hold) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    const { status = 200, body } = answer(method, url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    /** How many `hold` requests were sent. */
    sent: () => calls.filter((call) => `${call.method} ${call.url.pathname}` === hold).length,
    calls,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** Busy the accessible way: it says so (aria), stays enabled and keeps the presser's focus. */
export async function expectBusyKeepingFocus(button: HTMLElement) {
  await vi.waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
  expect(button).toHaveFocus();
}
