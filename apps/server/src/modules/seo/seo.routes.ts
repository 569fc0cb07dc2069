import type { FastifyPluginAsync } from 'fastify';
import { sitemapRepository } from './sitemap.repository.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** For crawlers, at the site's root: /robots.txt and /sitemap.xml (not under /api/v1). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const repository = sitemapRepository(app.db);
  const { publicUrl } = app.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(await sitemapXml(publicUrl, repository)),
  );
};
