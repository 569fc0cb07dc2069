import { cylinderRect, fitSize, mix, text } from './svg.ts';

const STRIP_COLOURS = [
  '#f97316',
  '#facc15',
  '#a3e635',
  '#22c55e',
  '#14b8a6',
  '#0ea5e9',
  '#6366f1',
  '#a855f7',
  '#ec4899',
  '#f43f5e',
  '#fde047',
  '#84cc16',
  '#06b6d4',
  '#8b5cf6',
  '#fb923c',
  '#e879f9',
];

/** A pen-style TDS meter standing upright with its reading on the LCD. */
export function tdsMeter(cx: number, cy: number, reading = '142', scale = 1): string {
  const s = scale;
  const w = 130 * s;
  const h = 470 * s;
  const x = cx - w / 2;
  const y = cy - h / 2;
  return (
    `<rect x="${cx - 18 * s}" y="${y + h - 10}" width="${8 * s}" height="${36 * s}" rx="3" fill="#94a3b8"/>` +
    `<rect x="${cx + 10 * s}" y="${y + h - 10}" width="${8 * s}" height="${36 * s}" rx="3" fill="#94a3b8"/>` +
    cylinderRect(x, y, w, h, '#f8fafc', { radius: 40 * s }) +
    cylinderRect(x, y, w, 70 * s, '#0e7490', { radius: 30 * s }) +
    `<rect x="${x + 16 * s}" y="${y + 110 * s}" width="${w - 32 * s}" height="${90 * s}" rx="${8 * s}" fill="#1e293b"/>` +
    `<rect x="${x + 24 * s}" y="${y + 118 * s}" width="${w - 48 * s}" height="${74 * s}" rx="${5 * s}" fill="#a7f3d0"/>` +
    text(cx, y + 168 * s, reading, { size: 38 * s, weight: 700, fill: '#064e3b' }) +
    text(cx, y + 186 * s, 'ppm', { size: 13 * s, weight: 600, fill: '#065f46' }) +
    `<circle cx="${cx - 24 * s}" cy="${y + 240 * s}" r="${13 * s}" fill="#0891b2"/>` +
    `<circle cx="${cx + 24 * s}" cy="${y + 240 * s}" r="${13 * s}" fill="#cbd5e1"/>` +
    text(cx, y + 320 * s, 'TDS', { size: 34 * s, weight: 800, fill: '#0c4a6e' }) +
    text(cx, y + 346 * s, 'CLEARSPRING', { size: 11 * s, weight: 700, fill: '#0891b2', spacing: 2 })
  );
}

/** A meter dipped in a glass of water (second view of the TDS meter). */
export function meterInGlass(): string {
  return (
    `<path d="M250 300h300l-30 390q-2 20 -22 20h-196q-20 0 -22 -20z" fill="#e0f2fe" opacity=".55" stroke="#7dd3fc" stroke-width="4"/>` +
    `<path d="M262 400h276l-22 286q-2 18 -20 18h-192q-18 0 -20 -18z" fill="#38bdf8" opacity=".35"/>` +
    tdsMeter(420, 360, '9', 0.78) +
    `<path d="M262 400q69 -14 138 0t138 0" fill="none" stroke="#0ea5e9" stroke-width="4" opacity=".6"/>` +
    text(640, 230, 'RO water', { size: 24, weight: 700, fill: '#0e7490' }) +
    text(640, 262, '9 ppm', { size: 34, weight: 800, fill: '#0c4a6e' })
  );
}

/** One test strip with coloured pads. */
function strip(x: number, y: number, pads: string[], angle: number, padSize = 20): string {
  const length = pads.length * (padSize + 6) + 70;
  const squares = pads
    .map(
      (c, i) =>
        `<rect x="${x + 4}" y="${y + 60 + i * (padSize + 6)}" width="${padSize}" height="${padSize}" rx="3" fill="${c}"/>`,
    )
    .join('');
  return `<g transform="rotate(${angle} ${x} ${y + length})"><rect x="${x}" y="${y}" width="${padSize + 8}" height="${length}" rx="4" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/>${squares}</g>`;
}

/** A tube of strips with a few strips fanned out beside it. */
export function stripTube(spec: {
  colour: string;
  title: string;
  sub: string;
  pads: number;
}): string {
  const pads = STRIP_COLOURS.slice(0, spec.pads);
  const padSize = spec.pads > 4 ? 18 : 36;
  return (
    strip(520, 210, pads, 14, padSize) +
    strip(470, 230, [...pads].reverse(), 4, padSize) +
    cylinderRect(190, 150, 230, 70, mix(spec.colour, '#000000', 0.25), { radius: 14 }) +
    cylinderRect(200, 210, 210, 480, spec.colour, { radius: 20 }) +
    `<rect x="200" y="330" width="210" height="220" fill="#ffffff"/>` +
    text(305, 376, 'CLEARSPRING', { size: 14, weight: 700, fill: spec.colour, spacing: 2.5 }) +
    text(305, 428, spec.title, {
      size: fitSize(spec.title, 180, 46),
      weight: 800,
      fill: '#0f172a',
    }) +
    text(305, 470, spec.sub, {
      size: fitSize(spec.sub, 180, 20, 0.55),
      weight: 600,
      fill: '#475569',
    }) +
    pads
      .slice(0, 8)
      .map(
        (c, i) => `<rect x="${218 + i * 22}" y="500" width="18" height="18" rx="3" fill="${c}"/>`,
      )
      .join('')
  );
}

/** The printed colour chart (second view of the 16-in-1 strips). */
export function colourChart(): string {
  const names = ['Lead', 'Iron', 'Copper', 'Nitrate', 'Nitrite', 'Chlorine', 'Hardness', 'pH'];
  const rows = names.map((name, row) => {
    const base = STRIP_COLOURS[row * 2] ?? '#0ea5e9';
    const cells = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${330 + i * 62}" y="${170 + row * 62}" width="50" height="44" rx="6" fill="${mix('#ffffff', base, 0.2 + i * 0.2)}"/>`,
      )
      .join('');
    return (
      text(300, 200 + row * 62, name, { size: 22, weight: 600, fill: '#334155', anchor: 'end' }) +
      cells
    );
  });
  return (
    `<rect x="150" y="110" width="520" height="600" rx="20" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>` +
    text(410, 150, '16-in-1 colour chart (excerpt)', { size: 22, weight: 700, fill: '#0e7490' }) +
    rows.join('')
  );
}
