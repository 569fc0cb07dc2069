import { BRAND, fitSize, mix, SHADING_DEFS, svgDocument, text, textureDefs } from './svg.ts';

/** The shared product backdrop: a soft tinted studio with a floor shadow and an SKU tag. */
export function productDocument(options: {
  title: string;
  sku: string;
  tint: string;
  body: string;
  caption?: string;
}): string {
  const { tint } = options;
  const defs =
    `<radialGradient id="bg" cx=".5" cy=".42" r=".72">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="${mix(tint, '#ffffff', 0.55)}"/>` +
    `<stop offset="1" stop-color="${tint}"/></radialGradient>` +
    SHADING_DEFS +
    textureDefs(options.body);
  const pillWidth = options.sku.length * 11 + 34;
  const decoration =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="680" cy="150" r="90" fill="#ffffff" opacity=".45"/>` +
    `<circle cx="110" cy="610" r="54" fill="#ffffff" opacity=".4"/>` +
    `<circle cx="735" cy="290" r="18" fill="#ffffff" opacity=".6"/>` +
    `<ellipse cx="400" cy="712" rx="280" ry="24" fill="${BRAND.navy}" opacity=".13"/>`;
  const tag =
    `<rect x="36" y="36" width="${pillWidth}" height="36" rx="18" fill="#ffffff" opacity=".85"/>` +
    text(36 + pillWidth / 2, 60, options.sku, {
      size: 17,
      weight: 600,
      fill: BRAND.deep,
      spacing: 1,
    });
  const captionSize = options.caption ? fitSize(options.caption, 660, 24, 0.52) : 0;
  const captionWidth = options.caption ? options.caption.length * captionSize * 0.52 + 40 : 0;
  const caption = options.caption
    ? `<rect x="${400 - captionWidth / 2}" y="${738}" width="${captionWidth}" height="40" rx="20" fill="#ffffff" opacity=".9"/>` +
      text(400, 765, options.caption, { size: captionSize, weight: 600, fill: BRAND.navy })
    : '';
  return svgDocument({
    width: 800,
    height: 800,
    title: options.title,
    defs,
    body: decoration + options.body + tag + caption,
  });
}

/** Deterministic pseudo-random numbers so the generated files are stable between runs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
