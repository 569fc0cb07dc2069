import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPage } from './page-table.ts';

/** The public pages' stylesheet as Vite writes it into index.html (apps/web/src/index.css). */
const PUBLIC_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The module of apps/web that brings all-pages.css, as the build's manifest names it. */
const ALL_PAGES_MODULE = 'src/app/all-pages-styles.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/**
 * The URL of the stylesheet with every page's classes (decision 058), from the web build's
 * `.vite/manifest.json`; undefined for a build without one (tests' bare template).
 */
export function allPagesStylesheet(webDistDir: string): string | undefined {
  const manifest = join(webDistDir, '.vite/manifest.json');
  if (!existsSync(manifest)) return undefined;
  const chunks = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = chunks[ALL_PAGES_MODULE];
  const file = chunk?.file.endsWith('.css') ? chunk.file : chunk?.css?.[0];
  return file ? `/${file}` : undefined;
}

/**
 * The template of a page that is not one of the public pages: all-pages.css in place of the
 * public pages' smaller stylesheet, which leaves out the classes of the signed-in, checkout and
 * back-office pages. The template as it is without either.
 */
export function withAllPagesStylesheet(template: string, href: string | undefined): string {
  const link = PUBLIC_STYLESHEET.exec(template);
  if (!link?.[1] || !href) return template;
  return template.replace(link[0], link[0].replace(link[1], href));
}

/** Home, the listings, products and the shop's static pages: the pages the public sheet styles. */
export function isPublicPage(path: string): boolean {
  const page = matchPage(path);
  return page !== undefined && (page.kind !== 'static' || page.indexable);
}
