import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderHead } from '../modules/pages/page-head.ts';
import { pageHeadsService } from '../modules/pages/page-heads.service.ts';
import { productsRepository } from '../modules/products/products.repository.ts';
import { productsService } from '../modules/products/products.service.ts';

/** index.html's own title and description, replaced by each page's head. */
const DEFAULT_HEAD = /<meta\s+name="description"[\s\S]*?\/>|<title>[\s\S]*?<\/title>/g;

/**
 * Answers a client route with index.html carrying that page's title, description, canonical
 * link, Open Graph and Twitter tags and JSON-LD, and 404 (the app then shows its not-found page)
 * for a path that is no page or a product that is unknown or deleted.
 */
export function createPageServer(app: FastifyInstance, webDistDir: string) {
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const shell = template.replace(DEFAULT_HEAD, '').replace('</head>', '<!--head--></head>');
  const heads = pageHeadsService(productsService(productsRepository(app.db)), {
    publicUrl: app.config.publicUrl,
    shopName: app.config.shopName,
    shopEmail: app.config.mail.shopEmail,
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const { status, head } = await heads.forPath(path);
    const html = Buffer.from(shell.replace('<!--head-->', renderHead(head)));
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // A few KB: a fast brotli level costs well under a millisecond.
    if (/\bbr\b/.test(accepts)) {
      const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
      return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, options));
    }
    if (/\bgzip\b/.test(accepts))
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };
}
