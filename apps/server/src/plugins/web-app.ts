import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadyAnswerSource } from '../lib/ready-answer.ts';
import { PUBLIC_PAGE_ROUTES } from '../modules/pages/page-table.ts';
import { scriptLessPosts } from '../modules/pages/script-less-posts.ts';
import { createPageServer } from './web-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What the web build writes .br/.gz variants of (apps/web/vite-plugins/precompress.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)(?:\.br|\.gz)?$/;

function staticHeaders(response: { setHeader(name: string, value: string): void }, path: string) {
  // Vite fingerprints everything under assets/; index.html must be re-checked to pick up new builds.
  const isFingerprinted = /[\\/]assets[\\/]/.test(path);
  response.setHeader('Cache-Control', isFingerprinted ? IMMUTABLE : 'no-cache');
  // The body depends on Accept-Encoding (plain, .br or .gz file), so shared caches must key on it.
  if (COMPRESSIBLE.test(path)) response.setHeader('Vary', 'Accept-Encoding');
}

function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/');
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export interface WebApp {
  spaFallback: SpaFallback;
  /** Cached rendered pages, for the answers written before Fastify. */
  readyPage: ReadyAnswerSource;
}

/**
 * Serves the built web app when WEB_DIST_DIR holds one. Returns the SPA fallback for the
 * not-found handler (client routes such as /product/abc get index.html with their page's head;
 * 404 for no such page) and the cached pages' ready answers. Without a build the server still
 * answers the API.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
): Promise<WebApp | undefined> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app is not built; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    cacheControl: false,
    // Sends the build's pre-compressed file.js.br / .gz when the client accepts it.
    preCompressed: true,
    setHeaders: staticHeaders,
  });
  const { servePage, readyPage } = await createPageServer(app, webDistDir);
  // '/' is a page like any other: its head is rendered (web-pages.ts), not the bare index.html.
  for (const url of PUBLIC_PAGE_ROUTES) {
    app.get(url, { schema: { hide: true }, config: { webPage: true } }, servePage);
  }
  await app.register(scriptLessPosts);
  const spaFallback: SpaFallback = (request, reply) => {
    if (!isClientRoute(request)) return false;
    servePage(request, reply).catch((error: unknown) => reply.send(error));
    return true;
  };
  return { spaFallback, readyPage };
}
