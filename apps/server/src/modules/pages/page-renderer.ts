import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web app's server renderer gives back (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  data: unknown;
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

interface RendererModule {
  createPageRenderer(send: (url: string, init: RequestInit) => Promise<Response>): PageRenderer;
}

/**
 * Loads the web build's renderer when `npm run build` made one; undefined otherwise (then the
 * pages are the shell the browser renders). The pages' API reads are answered by this app's
 * own routes in-process (`app.inject`): same handlers, caches and JSON as a browser's fetch.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entry: string,
): Promise<PageRenderer | undefined> {
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server renderer built; pages are rendered in the browser');
    return undefined;
  }
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createPageRenderer(async (url) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const hasBody = answer.rawPayload.length > 0;
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
}
