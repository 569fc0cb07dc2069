/** Small helpers shared by every artwork module: document shell, text, shading. */

export const FONT = 'system-ui, sans-serif';

export const BRAND = {
  deep: '#0e7490',
  teal: '#0891b2',
  aqua: '#22d3ee',
  mist: '#e0f2fe',
  navy: '#0c4a6e',
  ink: '#0f172a',
  white: '#ffffff',
} as const;

export function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, value: string, options: TextOptions): string {
  const attributes = [
    `x="${round(x)}"`,
    `y="${round(y)}"`,
    `font-size="${round(options.size)}"`,
    `fill="${options.fill ?? BRAND.ink}"`,
  ];
  // The document root sets text-anchor="middle".
  if (options.anchor && options.anchor !== 'middle')
    attributes.push(`text-anchor="${options.anchor}"`);
  if (options.weight) attributes.push(`font-weight="${options.weight}"`);
  if (options.spacing) attributes.push(`letter-spacing="${options.spacing}"`);
  if (options.opacity !== undefined) attributes.push(`opacity="${options.opacity}"`);
  return `<text ${attributes.join(' ')}>${escapeXml(value)}</text>`;
}

/** Font size so that `value` fits in `width` (system-ui averages ~0.6em per capital). */
export function fitSize(value: string, width: number, max: number, em = 0.62): number {
  return Math.min(max, width / (Math.max(value.length, 1) * em));
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Gradients every document may use: cylinder shading left-right (shadeX) and top-bottom (shadeY). */
export const SHADING_DEFS =
  '<linearGradient id="shadeX" x1="0" x2="1" y1="0" y2="0">' +
  '<stop offset="0" stop-color="#000" stop-opacity=".22"/>' +
  '<stop offset=".28" stop-color="#fff" stop-opacity=".35"/>' +
  '<stop offset=".55" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>' +
  '<linearGradient id="shadeY" x1="0" x2="0" y1="0" y2="1">' +
  '<stop offset="0" stop-color="#000" stop-opacity=".2"/>' +
  '<stop offset=".3" stop-color="#fff" stop-opacity=".35"/>' +
  '<stop offset=".6" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>';

function dotPattern(
  id: string,
  fill: string,
  opacity: number,
  dots: Array<[number, number, number]>,
): string {
  const circles = dots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('');
  return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><g fill="${fill}" opacity="${opacity}">${circles}</g></pattern>`;
}

/** Patterns for spun and pleated sediment, carbon block, loose carbon granules and polyphosphate crystals. */
const TEXTURES: string[] = [
  dotPattern('tex-block', '#ffffff', 0.14, [
    [6, 8, 1.6],
    [27, 15, 1.2],
    [15, 30, 1.8],
    [34, 34, 1.1],
  ]),
  dotPattern('tex-gac', '#1f2937', 0.8, [
    [5, 6, 4],
    [18, 4, 3.2],
    [31, 9, 4.5],
    [10, 19, 3.6],
    [24, 21, 4.2],
    [36, 24, 3],
    [4, 33, 3.4],
    [17, 34, 4.4],
    [30, 36, 3.6],
  ]),
  '<pattern id="tex-spun" width="40" height="13" patternUnits="userSpaceOnUse">' +
    '<path d="M0 7q10 -5 20 0t20 0" stroke="#000" stroke-opacity=".16" stroke-width="2" fill="none"/></pattern>',
  '<pattern id="tex-pleated" width="15" height="40" patternUnits="userSpaceOnUse">' +
    '<rect width="7" height="40" fill="#000" opacity=".12"/></pattern>',
  dotPattern('tex-crystals', '#7dd3fc', 0.85, [
    [8, 8, 4],
    [28, 12, 5],
    [16, 28, 4.5],
    [34, 32, 3.5],
    [4, 36, 3],
  ]),
];

/** The texture patterns a body refers to, so files carry only what they use. */
export function textureDefs(body: string): string {
  return TEXTURES.filter((def) => body.includes(`url(#${def.split('"')[1]})`)).join('');
}

export interface Document {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}

export function svgDocument(doc: Document): string {
  const title = escapeXml(doc.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.width}" height="${doc.height}" ` +
    `viewBox="0 0 ${doc.width} ${doc.height}" role="img" aria-label="${title}" ` +
    `font-family="${FONT}" text-anchor="middle">` +
    `<title>${title}</title>` +
    (doc.defs ? `<defs>${doc.defs}</defs>` : '') +
    `${doc.body}</svg>\n`
  );
}

/** A rectangle with the shading overlay on top, which reads as a cylinder. */
export function cylinderRect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  options: { radius?: number; vertical?: boolean; extra?: string } = {},
): string {
  const rx = options.radius ? ` rx="${round(options.radius)}"` : '';
  const box = `x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"${rx}`;
  const shade = options.vertical === false ? 'shadeY' : 'shadeX';
  return `<rect ${box} fill="${fill}"${options.extra ?? ''}/><rect ${box} fill="url(#${shade})"/>`;
}

/** Mix two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const channel = (i: number) =>
    Math.round((pa[i] ?? 0) * (1 - t) + (pb[i] ?? 0) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function parse(hex: string): number[] {
  const clean = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(clean.slice(i, i + 2), 16));
}
