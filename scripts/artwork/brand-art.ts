import { BRAND, svgDocument } from './svg.ts';

/** The droplet mark in a 64 x 64 box: a teal drop with a wave and a highlight. */
export function droplet(): string {
  return (
    `<path d="M32 4C40 16 54 30 54 41a22 22 0 0 1 -44 0C10 30 24 16 32 4z" fill="url(#drop)"/>` +
    `<path d="M13 44c6 -4 12 -4 19 0s13 4 19 0c-2 9 -10 16 -19 16s-17 -7 -19 -16z" fill="${BRAND.navy}" opacity=".35"/>` +
    `<path d="M22 36c0 -6 4 -12 8 -16" stroke="#ffffff" stroke-width="4" stroke-linecap="round" fill="none" opacity=".8"/>`
  );
}

export const DROP_GRADIENT =
  `<linearGradient id="drop" x1="0" x2="0" y1="0" y2="1">` +
  `<stop offset="0" stop-color="${BRAND.aqua}"/><stop offset="1" stop-color="${BRAND.deep}"/></linearGradient>`;

export function favicon(): string {
  return svgDocument({
    width: 64,
    height: 64,
    title: 'ClearSpring',
    defs: DROP_GRADIENT,
    body: droplet(),
  });
}

export function logo(): string {
  const word =
    `<text x="42" y="28" font-size="21" font-weight="800" textLength="134" lengthAdjust="spacingAndGlyphs" text-anchor="start" fill="${BRAND.navy}">` +
    `Clear<tspan fill="${BRAND.teal}">Spring</tspan></text>`;
  return svgDocument({
    width: 180,
    height: 40,
    title: 'ClearSpring Water',
    defs: DROP_GRADIENT,
    body: `<g transform="translate(2 1) scale(.58)">${droplet()}</g>${word}`,
  });
}

export function avatarPlaceholder(): string {
  return svgDocument({
    width: 96,
    height: 96,
    title: 'No profile picture',
    body:
      `<circle cx="48" cy="48" r="48" fill="#e2e8f0"/>` +
      `<circle cx="48" cy="38" r="17" fill="#94a3b8"/>` +
      `<path d="M16 84c4 -17 17 -26 32 -26s28 9 32 26a48 48 0 0 1 -64 0z" fill="#94a3b8"/>`,
  });
}

/** Small illustrations for the five home benefit tiles, keyed by file name. */
export function benefitIcons(): Record<string, string> {
  const tile = (title: string, glyph: string) =>
    svgDocument({
      width: 96,
      height: 96,
      title,
      body: `<rect width="96" height="96" rx="24" fill="${BRAND.mist}"/><g fill="none" stroke="${BRAND.deep}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    });
  const accent = (d: string) => `<path d="${d}" fill="${BRAND.aqua}" stroke="none"/>`;
  return {
    'benefit-delivery.svg': tile(
      'Fast and reliable delivery',
      `<path d="M14 30h40v32H14zM54 40h14l12 12v10H54z"/><circle cx="28" cy="66" r="7" fill="${BRAND.mist}"/><circle cx="66" cy="66" r="7" fill="${BRAND.mist}"/>` +
        accent('M20 38h20v6H20z'),
    ),
    'benefit-protection.svg': tile(
      'Guaranteed protection',
      `<path d="M48 14l28 10v20c0 18 -12 32 -28 38c-16 -6 -28 -20 -28 -38V24z"/><path d="M36 48l9 9l16 -18"/>`,
    ),
    'benefit-installation.svg': tile(
      'Easy installation',
      `<path d="M62 18a14 14 0 0 0 -16 18l-26 26a6 6 0 0 0 8 8l26 -26a14 14 0 0 0 18 -16l-8 8l-8 -2l-2 -8z"/>` +
        accent('M72 56c4 6 9 11 9 15a9 9 0 0 1 -18 0c0 -4 5 -9 9 -15z'),
    ),
    'benefit-water-care.svg': tile(
      'Trusted water care',
      `<path d="M48 14c8 12 22 26 22 38a22 22 0 0 1 -44 0c0 -12 14 -26 22 -38z"/>` +
        accent('M48 66l-10 -10a6 6 0 0 1 10 -7a6 6 0 0 1 10 7z'),
    ),
    'benefit-support.svg': tile(
      'Quick support',
      `<path d="M22 52v-6a26 26 0 0 1 52 0v6"/><rect x="16" y="50" width="14" height="20" rx="5"/><rect x="66" y="50" width="14" height="20" rx="5"/><path d="M73 70c0 8 -8 12 -18 12"/>` +
        accent('M44 78h12v8H44z'),
    ),
  };
}
