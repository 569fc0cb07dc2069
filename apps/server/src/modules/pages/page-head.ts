/** What goes into a page's <head> for crawlers and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; absent for pages that should not be indexed. */
  canonical?: string;
  image?: string;
  /**
   * The page's largest image (its LCP), requested from the head at high priority: its request
   * then races neither the stylesheet nor the app's first script (decision 037's LCP).
   */
  mainImage?: string;
  ogType?: 'website' | 'product';
  noindex?: boolean;
  jsonLd?: object[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags, in one string, to put in place of index.html's title and description. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.mainImage) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.mainImage)}" fetchpriority="high" />`,
    );
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(meta('property', 'og:url', head.canonical));
  }
  tags.push(
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image)
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd ?? []) {
    // '<' escaped so no product text can close the script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" data-page-head>${json}</script>`);
  }
  return tags.join('\n    ');
}

/** A description of at most ~160 characters, cut at a word. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
