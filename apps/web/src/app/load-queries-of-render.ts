import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';

/** A page's data arrives in at most this many rounds (a product, then its parts). */
const MAX_ROUNDS = 3;

function isWaiting(query: Query): boolean {
  // The observer's options, `enabled` included, are what the query was built with.
  const { enabled, queryFn } = query.options as typeof query.options & {
    enabled?: boolean | ((query: Query) => boolean);
  };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    on !== false &&
    queryFn !== skipToken
  );
}

/** The queries a render asked for that nothing has fetched yet. */
export function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().getAll().filter(isWaiting);
}

/**
 * Renders, fetches the queries the render asked for (a server render runs no effects, so
 * useQuery only registers them), and renders again until nothing new is asked for. The pages
 * keep their own query keys and fetchers: the server learns them from the render itself.
 */
export async function loadQueriesOfRender(
  queryClient: QueryClient,
  render: () => string,
): Promise<string> {
  let html = render();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    // A failed read renders as it does in the browser (its error state); it is not sent along.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  return html;
}
