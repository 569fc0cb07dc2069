import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Product, ReviewList } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ReadyAnswerSource, rawHeader } from '../lib/ready-answer.ts';
import { acceptedEncoding, type CachedPage, createPageCache } from '../modules/pages/page-cache.ts';
import { renderHead } from '../modules/pages/page-head.ts';
import { pageHeadsService } from '../modules/pages/page-heads.service.ts';
import { loadPageRenderer, type RenderedPage } from '../modules/pages/page-renderer.ts';
import { rendersInFlight } from '../modules/pages/renders-in-flight.ts';
import { startAfterPaint } from '../modules/pages/start-after-paint.ts';
import {
  allPagesStylesheet,
  isPublicPage,
  withAllPagesStylesheet,
} from '../modules/pages/stylesheets.ts';
import { catalogueCache } from '../modules/products/catalogue-cache.ts';
import { productAnswers } from '../modules/products/product-answers.ts';

/** index.html's own title and description, replaced by each page's head. */
const DEFAULT_HEAD = /<meta\s+name="description"[\s\S]*?\/>|<title>[\s\S]*?<\/title>/g;
const EMPTY_ROOT = '<div id="root"></div>';

/** The page's markup in the root, and the data it shows for the browser's query cache. */
function withBody(html: string, page: RenderedPage): string {
  // '<' escaped so no text in the data can close the script element.
  const data = JSON.stringify(page.data).replace(/</g, '\\u003c');
  return html.replace(
    EMPTY_ROOT,
    `<div id="root">${page.html}</div><script type="application/json" id="page-data">${data}</script>`,
  );
}

/**
 * Answers a client route with index.html carrying that page's head (title, description,
 * canonical link, Open Graph and Twitter tags, JSON-LD) and its server-rendered body and data
 * (decision 032); members-only pages are rendered signed out, a real first screen (decision 045); 404 with the not-found page for a path that is no page or a
 * product that is unknown or deleted.
 */
export async function createPageServer(app: FastifyInstance, webDistDir: string) {
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const publicShell = template.replace(DEFAULT_HEAD, '').replace('</head>', '<!--head--></head>');
  // Pages other than the public ones link the stylesheet with every page's classes (decision 058).
  const allPagesShell = withAllPagesStylesheet(publicShell, allPagesStylesheet(webDistDir));
  const productAnswer = productAnswers(app.db);
  // The product as its API answer has it, cached: the page's own render reads the same answer.
  const readProduct = async (id: string) =>
    (JSON.parse((await productAnswer(id)).toString()) as { data: Product }).data;
  // The answer the page's own render asks for (its first page, newest first): a cache hit.
  const readReviews = async (id: string) => {
    const answer = await app.inject({ method: 'GET', url: `/api/v1/products/${id}/reviews` });
    return answer.statusCode === 200 ? (answer.json() as { data: ReviewList }).data.reviews : [];
  };
  const heads = pageHeadsService(
    readProduct,
    {
      publicUrl: app.config.publicUrl,
      shopName: app.config.shopName,
      shopEmail: app.config.mail.shopEmail,
    },
    readReviews,
  );
  const render = await loadPageRenderer(app, app.config.webSsrEntry);
  const renderedShells = {
    public: startAfterPaint(publicShell),
    all: startAfterPaint(allPagesShell),
  };
  const cache = createPageCache();
  const rendering = rendersInFlight<CachedPage>();
  catalogueCache(app.db).onClear(() => {
    cache.clear();
    rendering.forget();
  });

  async function answer(url: string, route: string | undefined) {
    const clearsBefore = cache.clears;
    const [path = '/', search = ''] = url.split('?');
    const { status, head } = await heads.forPath(path, search);
    const headTags = renderHead(head);
    const sheet = isPublicPage(path) ? 'public' : 'all';
    let html = (sheet === 'public' ? publicShell : allPagesShell).replace('<!--head-->', headTags);
    if (render) {
      try {
        html = withBody(renderedShells[sheet].replace('<!--head-->', headTags), await render(url));
      } catch (error) {
        // The shell still works: the browser renders the page itself.
        app.log.error({ err: error, url }, 'server rendering failed');
      }
    }
    return cache.set(url, status, html, route, clearsBefore);
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url;
    const page =
      cache.get(request.url) ?? (await rendering.of(request.url, () => answer(request.url, route)));
    const { status, headers, body } = page.answer(
      acceptedEncoding(request.headers['accept-encoding']),
    );
    reply.code(status);
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]!);
    return reply.send(body);
  }

  /** A rendered page still cached, for the HTTP server to send before Fastify. */
  const readyPage: ReadyAnswerSource = (url, request) =>
    cache.peek(url, rawHeader(request, 'accept-encoding'));

  return { servePage, readyPage };
}
