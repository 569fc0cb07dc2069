import { type Product, productJsonLd, type Review } from '@shop/contract';
import { useLayoutEffect, useState } from 'react';
import { productPath } from '../../../lib/paths.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';

/** schema.org Product data for search engines; JSON-LD is data, so script-src 'self' allows it. */
export function ProductJsonLd({ product, reviews }: { product: Product; reviews?: Review[] }) {
  // The server's JSON-LD describes the page first loaded; once the app renders its own, it goes,
  // so a page never describes two products (or one twice) after client-side navigation.
  // Rendered once mounted: a server-rendered page's HTML (and its hydration) has none.
  const [origin, setOrigin] = useState<string | null>(null);
  useLayoutEffect(() => {
    for (const script of document.querySelectorAll('script[data-page-head]')) script.remove();
    setOrigin(window.location.origin);
  }, []);
  if (origin === null) return null;
  const absolute = (url: string) => new URL(url, origin).href;
  const data = productJsonLd(
    product,
    {
      absolute,
      productPage: (id) => absolute(productPath(id)),
      brand: SHOP_NAME,
    },
    reviews,
  );
  // '<' escaped so a product text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
