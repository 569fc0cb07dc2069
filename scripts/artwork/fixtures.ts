import { cylinderRect, mix, text } from './svg.ts';

export interface HousingSpec {
  bowl: string;
  /** Clear bowls show the cartridge colour inside. */
  clear?: string;
  head?: string;
}

/** A filter housing: head on top, bowl below, centred on cx. */
export function housing(cx: number, top: number, w: number, h: number, spec: HousingSpec): string {
  const head = spec.head ?? '#f1f5f9';
  const bowlTop = top + 34;
  const bowlHeight = h - 34;
  const inside = spec.clear
    ? cylinderRect(cx - w * 0.3, bowlTop + 14, w * 0.6, bowlHeight - 40, spec.clear, { radius: 6 })
    : '';
  const bowlOpacity = spec.clear ? ' fill-opacity=".55"' : '';
  return (
    `<rect x="${cx - w / 2 - 10}" y="${top + 10}" width="${w + 20}" height="22" rx="6" fill="${mix(head, '#000000', 0.12)}"/>` +
    cylinderRect(cx - w / 2 + 4, bowlTop, w - 8, bowlHeight, spec.bowl, {
      radius: 18,
      extra: bowlOpacity,
    }) +
    inside +
    cylinderRect(cx - w / 2, bowlTop, w, 26, mix(spec.bowl, '#000000', 0.15), { radius: 6 }) +
    cylinderRect(cx - w / 2 - 6, top, w + 12, 16, head, { radius: 5 })
  );
}

/** A small round pressure gauge. */
export function gauge(cx: number, cy: number, r = 20): string {
  return (
    `<rect x="${cx - 5}" y="${cy + r - 2}" width="10" height="14" fill="#94a3b8"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="#475569" stroke-width="4"/>` +
    `<path d="M${cx} ${cy}l${r * 0.55} ${-r * 0.5}" stroke="#dc2626" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="3" fill="#334155"/>`
  );
}

/** A gooseneck drinking-water faucet standing on (x, baseY), spout to the left. */
export function faucet(x: number, baseY: number, finish = '#cbd5e1', scale = 1): string {
  const s = scale;
  const path = `M${x} ${baseY - 20 * s}V${baseY - 150 * s}c0 -60 ${-90 * s} -60 ${-90 * s} 0v${28 * s}`;
  return (
    `<path d="${path}" fill="none" stroke="${mix(finish, '#000000', 0.3)}" stroke-width="${20 * s}" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="${finish}" stroke-width="${14 * s}" stroke-linecap="round"/>` +
    `<path d="${path}" fill="none" stroke="#ffffff" stroke-width="${4 * s}" stroke-linecap="round" opacity=".7" transform="translate(${-3 * s} 0)"/>` +
    `<rect x="${x + 8 * s}" y="${baseY - 120 * s}" width="${34 * s}" height="${12 * s}" rx="${5 * s}" fill="${finish}" stroke="${mix(finish, '#000000', 0.3)}" stroke-width="2"/>` +
    `<rect x="${x - 34 * s}" y="${baseY - 22 * s}" width="${68 * s}" height="${22 * s}" rx="${8 * s}" fill="${mix(finish, '#000000', 0.15)}"/>`
  );
}

/** A pressurised storage tank with a rounded top and a coloured band. */
export function storageTank(cx: number, top: number, w: number, h: number, band: string): string {
  return (
    cylinderRect(cx - w / 2, top, w, h, '#f8fafc', { radius: w / 2.4 }) +
    cylinderRect(cx - w / 2, top + h * 0.42, w, h * 0.22, band) +
    `<rect x="${cx - 10}" y="${top - 18}" width="20" height="22" rx="3" fill="#94a3b8"/>` +
    text(cx, top + h * 0.55, '3.2 GAL', { size: 16, weight: 700, fill: '#ffffff' })
  );
}

/** Thin tubing between two points, drawn as a soft curve. */
export function tubing(points: Array<[number, number]>, colour = '#7dd3fc'): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join('');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round" opacity=".8"/>`;
}

/** A small controller / display box with a reading. */
export function controller(
  x: number,
  y: number,
  w: number,
  h: number,
  reading: string,
  body = '#1e293b',
): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${body}"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h * 0.45}" rx="5" fill="#164e63"/>` +
    text(x + w / 2, y + 12 + h * 0.3, reading, {
      size: Math.min(20, h * 0.24),
      weight: 700,
      fill: '#67e8f9',
    }) +
    `<circle cx="${x + w * 0.3}" cy="${y + h * 0.78}" r="6" fill="#22c55e"/>` +
    `<circle cx="${x + w * 0.5}" cy="${y + h * 0.78}" r="6" fill="#f59e0b"/>` +
    `<circle cx="${x + w * 0.7}" cy="${y + h * 0.78}" r="6" fill="#64748b"/>`
  );
}
