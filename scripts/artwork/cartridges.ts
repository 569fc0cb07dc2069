import { cylinderRect, fitSize, mix, text } from './svg.ts';

export type Texture = 'spun' | 'pleated' | 'block' | 'gac' | 'crystals';

export interface CartridgeSpec {
  body: string;
  cap: string;
  texture: Texture;
  label: string;
  lines: [string, string];
  width?: number;
  height?: number;
}

/** A vertical drop-in cartridge (10" or 20"), centred on (cx, cy). */
export function cartridge(cx: number, cy: number, spec: CartridgeSpec): string {
  const w = spec.width ?? 170;
  const h = spec.height ?? 470;
  const top = cy - h / 2;
  const bodyTop = top + 30;
  const bodyHeight = h - 60;
  const left = cx - w / 2;
  const capDark = mix(spec.cap, '#000000', 0.25);
  const parts = [
    `<rect x="${cx - 24}" y="${top - 16}" width="48" height="20" rx="5" fill="${capDark}"/>`,
    cylinderRect(left, bodyTop, w, bodyHeight, spec.body),
    texture(spec.texture, left, bodyTop, w, bodyHeight),
    cylinderRect(left - 5, top, w + 10, 32, spec.cap, { radius: 8 }),
    cylinderRect(left - 5, top + h - 32, w + 10, 32, spec.cap, { radius: 8 }),
    label(cx, cy, w, spec),
  ];
  return `<g>${parts.join('')}</g>`;
}

function label(cx: number, cy: number, w: number, spec: CartridgeSpec): string {
  const [main, sub] = spec.lines;
  return (
    cylinderRect(cx - w / 2, cy - 62, w, 124, spec.label) +
    text(cx, cy - 30, 'CLEARSPRING', {
      size: 12,
      weight: 700,
      fill: '#ffffff',
      spacing: 2.5,
      opacity: 0.85,
    }) +
    text(cx, cy + 6, main, { size: fitSize(main, w - 24, 30, 0.7), weight: 800, fill: '#ffffff' }) +
    text(cx, cy + 36, sub, {
      size: fitSize(sub, w - 24, 18, 0.55),
      weight: 500,
      fill: '#ffffff',
      opacity: 0.9,
    })
  );
}

function texture(kind: Texture, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#tex-${kind})"/>`;
}

export interface InlineSpec {
  body: string;
  label: string;
  lines: [string, string];
  length?: number;
  /** Draw the loops of tubing on both ends (off for parts line-ups). */
  tubes?: boolean;
}

/** A horizontal inline capsule with push-fit fittings and a short loop of tubing. */
export function inlineCartridge(cx: number, cy: number, spec: InlineSpec): string {
  const length = spec.length ?? 440;
  const dia = 112;
  const left = cx - length / 2;
  const right = cx + length / 2;
  const fitting = (x: number, dir: 1 | -1) =>
    cylinderRect(dir === 1 ? x : x - 34, cy - 20, 34, 40, '#e2e8f0', {
      vertical: false,
      radius: 4,
    }) +
    cylinderRect(dir === 1 ? x + 30 : x - 52, cy - 13, 22, 26, '#94a3b8', {
      vertical: false,
      radius: 3,
    });
  const tube = (x: number, dir: 1 | -1) =>
    `<path d="M${x + dir * 52} ${cy}c${dir * 70} 0 ${dir * 60} 150 ${dir * -20} 170" fill="none" stroke="#cbd5e1" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M${x + dir * 52} ${cy}c${dir * 70} 0 ${dir * 60} 150 ${dir * -20} 170" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
  const [main, sub] = spec.lines;
  const tubes = spec.tubes === false ? '' : tube(left - 52, -1) + tube(right + 52, 1);
  return (
    tubes +
    fitting(left - 34, -1) +
    fitting(right, 1) +
    cylinderRect(left, cy - dia / 2, length, dia, spec.body, { vertical: false, radius: 34 }) +
    cylinderRect(cx - 120, cy - dia / 2, 240, dia, spec.label, { vertical: false }) +
    text(cx, cy - 18, 'CLEARSPRING', {
      size: 12,
      weight: 700,
      fill: '#ffffff',
      spacing: 2.5,
      opacity: 0.85,
    }) +
    text(cx, cy + 12, main, { size: fitSize(main, 210, 30, 0.7), weight: 800, fill: '#ffffff' }) +
    text(cx, cy + 36, sub, {
      size: fitSize(sub, 210, 16, 0.55),
      weight: 500,
      fill: '#ffffff',
      opacity: 0.9,
    })
  );
}
