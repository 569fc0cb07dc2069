import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../apps/server/src/db/seed/catalogue-data.ts';
import { kitArt } from './art-kits.ts';
import { partArt } from './art-parts.ts';
import { systemArt } from './art-systems.ts';
import type { ArtEntry } from './art-types.ts';
import { productDocument } from './frame.ts';
import { installedScene, partsLineup } from './scenes.ts';

const registry: Record<string, ArtEntry> = { ...partArt, ...systemArt, ...kitArt };

function slugOf(imageUrl: string): string {
  return imageUrl.replace('/images/products/', '').replace('.svg', '');
}

function entryFor(slug: string): ArtEntry {
  const entry = registry[slug];
  if (!entry) throw new Error(`No artwork registered for ${slug}`);
  return entry;
}

/** Writes the main image and extra views of every catalogue product; returns the written paths. */
export function writeProductImages(publicDir: string): string[] {
  const dir = join(publicDir, 'images', 'products');
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const write = (file: string, svg: string) => {
    writeFileSync(join(dir, file), svg);
    written.push(`/images/products/${file}`);
  };
  for (const product of catalogue) {
    const slug = slugOf(product.imageUrl);
    const entry = entryFor(slug);
    const base = { title: product.name, sku: product.sku, tint: entry.tint };
    write(`${slug}.svg`, productDocument({ ...base, body: entry.draw() }));
    product.imageUrls.forEach((url, index) => {
      const view = entry.views?.[index] ?? systemView(product.partSkus, entry, index);
      const svg = productDocument({
        ...base,
        title: `${product.name}: ${view.caption}`,
        body: view.draw(),
        caption: view.caption,
      });
      write(url.replace('/images/products/', ''), svg);
    });
  }
  return written;
}

function systemView(partSkus: string[], entry: ArtEntry, index: number) {
  if (index === 0) {
    const parts = partSkus.map((sku) => {
      const part = catalogue.find((p) => p.sku === sku);
      if (!part) throw new Error(`Unknown part ${sku}`);
      return entryFor(slugOf(part.imageUrl));
    });
    return { caption: 'Replacement filters included', draw: () => partsLineup(parts) };
  }
  const setting = entry.setting;
  const caption =
    setting === 'sink'
      ? 'Dedicated drinking-water faucet at your sink'
      : 'Installed on the main line';
  return { caption, draw: () => installedScene(setting, entry.draw()) };
}
