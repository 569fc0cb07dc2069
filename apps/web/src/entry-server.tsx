import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { loadQueriesOfRender } from './app/load-queries-of-render.ts';
import { prefetchPageQueries } from './app/page-queries.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { sendRequestsWith } from './lib/api-client.ts';

export interface RenderedPage {
  /** The markup of <div id="root">. */
  html: string;
  /** The queries the markup shows, for the browser's query cache (main.tsx hydrates them). */
  data: DehydratedState;
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

/**
 * The server's page renderer (built by `vite build --ssr` on preact/compat, like the browser's
 * build). `send` answers the app's API reads; the server passes its own routes, in-process.
 */
export function createPageRenderer(
  send: (url: string, init: RequestInit) => Promise<Response>,
): PageRenderer {
  sendRequestsWith(send);
  // One handler for the process: each lazy page module is loaded once.
  const handler = createStaticHandler(routes);

  return async (url) => {
    const location = new URL(url, 'http://localhost');
    const context = await handler.query(new Request(location));
    if (context instanceof Response) throw new Error(`no page to render at ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient: QueryClient = createQueryClient({ retry: false });
    await prefetchPageQueries(queryClient, location);
    const render = () =>
      renderToString(
        <AppProviders queryClient={queryClient} serverRendered>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );
    const html = await loadQueriesOfRender(queryClient, render);
    return { html, data: dehydrate(queryClient) };
  };
}
