/**
 * Writes every SVG the web app serves from apps/web/public (product art, banners, logo, icons)
 * and checks that the demo catalogue only references images that exist.
 * Run from the repository root: npx tsx scripts/artwork/generate.ts
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../../apps/server/src/db/seed/catalogue-data.ts';
import { checkCatalogue } from './check-catalogue.ts';
import { writeProductImages } from './product-images.ts';
import { writeSiteImages } from './site-images.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = join(root, 'apps', 'web', 'public');

const products = writeProductImages(publicDir);
const site = writeSiteImages(publicDir);
const problems = checkCatalogue(catalogue, publicDir);
process.stdout.write(
  `Wrote ${products.length} product images for ${catalogue.length} products and ${site.length} site images.\n`,
);
if (problems.length > 0) {
  process.stderr.write(`Catalogue problems:\n- ${problems.join('\n- ')}\n`);
  process.exit(1);
}
