import { QueryClient, type QueryClientConfig, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { SessionProvider } from '../lib/session.tsx';

type QueryDefaults = NonNullable<QueryClientConfig['defaultOptions']>['queries'];

export function createQueryClient(overrides: QueryDefaults = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; network hiccups and 5xx might.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        ...overrides,
      },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** The server's renderer and a hydrating page bring their own, holding the page's data. */
  queryClient?: QueryClient;
  /** A server-rendered page: render signed out first, as the server did, then read the token. */
  serverRendered?: boolean;
}

export function AppProviders({ children, queryClient: given, serverRendered }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider serverRendered={serverRendered}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
