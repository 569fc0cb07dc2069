import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/providers.tsx';
import { SessionProvider } from '../lib/session.tsx';

/** Renders routes in a memory router with the app's real providers, starting at `path`. */
export function renderApp(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** A fetch stub answering each call with the JSON (and status) that `answer` returns. */
export function stubFetch(
  answer: (url: URL) => { status?: number; body: unknown; headers?: Record<string, string> },
) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const { status = 200, body, headers } = answer(url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  return { fetchStub, calls };
}
