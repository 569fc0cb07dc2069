import { readdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** The size Facebook, X and LinkedIn show a link preview at. */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;

/**
 * The catalogue's and the pages' SVG artwork (public/images/<folder>), and how each fills the
 * card: a product's square art sits whole on the shop's light background, a banner covers it.
 */
const SOURCES = [
  { folder: 'products', fit: 'xMidYMid meet' },
  { folder: 'banners', fit: 'xMidYMid slice' },
] as const;

const FONTS = { loadSystemFonts: true };

/**
 * A 1200 × 630 PNG of an SVG artwork, for og:image: the networks render no SVG. The artwork is
 * rendered at the card's scale first (text needs the fonts, which an SVG nested as an image
 * would not get), then placed on the card, so any aspect ratio fits without distortion.
 */
export function renderSocialCard(svg: string, fit: (typeof SOURCES)[number]['fit']): Buffer {
  const { width, height } = new Resvg(svg, { font: FONTS });
  const scales = [SOCIAL_WIDTH / width, SOCIAL_HEIGHT / height];
  const zoom = fit.endsWith('meet') ? Math.min(...scales) : Math.max(...scales);
  const art = new Resvg(svg, { font: FONTS, fitTo: { mode: 'zoom', value: zoom } }).render();
  const href = `data:image/png;base64,${art.asPng().toString('base64')}`;
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}">
    <rect width="100%" height="100%" fill="#f0f9ff"/>
    <image href="${href}" width="${SOCIAL_WIDTH}" height="${SOCIAL_HEIGHT}" preserveAspectRatio="${fit}"/>
  </svg>`;
  return new Resvg(card).render().asPng();
}

/**
 * Emits images/og/<folder>/<name>.png for every SVG of SOURCES into the build; the server's
 * page heads point og:image at them (apps/server/src/modules/pages/social-image.ts).
 */
export function socialImages(): Plugin {
  const publicImages = resolve(import.meta.dirname, '..', 'public', 'images');
  return {
    name: 'social-images',
    apply: 'build',
    async generateBundle() {
      for (const { folder, fit } of SOURCES) {
        const dir = join(publicImages, folder);
        const files = (await readdir(dir)).filter((file) => file.endsWith('.svg'));
        for (const file of files) {
          const svg = await readFile(join(dir, file), 'utf8');
          this.emitFile({
            type: 'asset',
            fileName: `images/og/${folder}/${basename(file, '.svg')}.png`,
            source: renderSocialCard(svg, fit),
          });
        }
      }
    },
  };
}
