import { seededRandom } from './frame.ts';
import { cylinderRect, fitSize, mix, round, text } from './svg.ts';

/** A spiral-wound RO membrane element lying on its side. */
export function membrane(
  cx: number,
  cy: number,
  spec: { wrap: string; model: string; rating: string; length?: number; dia?: number },
): string {
  const length = spec.length ?? 540;
  const dia = spec.dia ?? 120;
  const left = cx - length / 2;
  const top = cy - dia / 2;
  const stripes: string[] = [];
  for (let x = left + 20; x < left + length - 40; x += 34) {
    stripes.push(`M${x} ${top}l26 ${dia}`);
  }
  return (
    cylinderRect(left + length - 4, cy - 16, 46, 32, '#f1f5f9', { vertical: false, radius: 4 }) +
    cylinderRect(left, top, length, dia, spec.wrap, { vertical: false, radius: 10 }) +
    `<path d="${stripes.join('')}" stroke="#ffffff" stroke-width="3" opacity=".18"/>` +
    cylinderRect(left - 6, top - 2, 30, dia + 4, '#e2e8f0', { vertical: false, radius: 6 }) +
    cylinderRect(left + length - 24, top - 2, 30, dia + 4, '#e2e8f0', {
      vertical: false,
      radius: 6,
    }) +
    cylinderRect(left + 34, top - 10, 16, dia + 20, '#1f2937', { vertical: false, radius: 5 }) +
    `<rect x="${cx - 110}" y="${cy - 40}" width="220" height="80" rx="8" fill="#ffffff" opacity=".95"/>` +
    text(cx, cy - 8, spec.model, {
      size: fitSize(spec.model, 190, 24),
      weight: 800,
      fill: mix(spec.wrap, '#000000', 0.3),
    }) +
    text(cx, cy + 24, spec.rating, { size: 20, weight: 600, fill: '#475569' })
  );
}

/** End-on cut-away of a spiral-wound membrane: leaves rolled around the permeate tube. */
export function membraneSpiral(cx: number, cy: number, colour: string): string {
  const points: string[] = [];
  for (let t = 0; t < Math.PI * 10; t += 0.12) {
    const r = 38 + t * 7.2;
    points.push(`${round(cx + r * Math.cos(t))} ${round(cy + r * Math.sin(t))}`);
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="280" fill="${mix(colour, '#000000', 0.15)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="262" fill="${mix(colour, '#ffffff', 0.75)}"/>` +
    `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="34" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="14" fill="#cbd5e1"/>`
  );
}

/** A germicidal UV lamp with ceramic ends and a four-pin connector. */
export function uvLamp(
  cx: number,
  cy: number,
  spec: { length: number; dia: number; amalgam?: boolean },
): string {
  const { length, dia } = spec;
  const left = cx - length / 2;
  const glass = `x="${left + 60}" y="${cy - dia / 2}" width="${length - 120}" height="${dia}" rx="${dia / 2}"`;
  const pins = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${left - 26}" y="${cy - 21 + i * 12}" width="26" height="5" rx="2" fill="#94a3b8"/>`,
    )
    .join('');
  return (
    `<rect ${glass} fill="#a78bfa" opacity=".3" stroke="#c4b5fd" stroke-width="60" stroke-opacity=".3"/>` +
    `<rect ${glass} fill="none" stroke="#ddd6fe" stroke-width="30" stroke-opacity=".5"/>` +
    `<rect ${glass} fill="#ede9fe"/>` +
    `<rect x="${left + 80}" y="${cy - 6}" width="${length - 160}" height="${dia * 0.22}" rx="${dia * 0.11}" fill="#8b5cf6" opacity=".55" transform="translate(0 ${-dia * 0.11 + 6})"/>` +
    `<rect ${glass} fill="url(#shadeY)"/>` +
    (spec.amalgam ? `<circle cx="${left + length - 110}" cy="${cy}" r="9" fill="#94a3b8"/>` : '') +
    pins +
    cylinderRect(left, cy - dia / 2 - 8, 64, dia + 16, '#f8fafc', { vertical: false, radius: 8 }) +
    cylinderRect(left + length - 64, cy - dia / 2 - 8, 64, dia + 16, '#f8fafc', {
      vertical: false,
      radius: 8,
    }) +
    `<rect x="${left + length - 4}" y="${cy - 5}" width="20" height="10" rx="3" fill="#94a3b8"/>`
  );
}

/** A clear fused-quartz sleeve: open end with O-rings, domed closed end. */
export function quartzSleeve(cx: number, cy: number): string {
  const length = 620;
  const dia = 110;
  const left = cx - length / 2;
  const right = cx + length / 2;
  const top = cy - dia / 2;
  const path = `M${left} ${top}H${right - dia / 2}a${dia / 2} ${dia / 2} 0 0 1 0 ${dia}H${left}z`;
  return (
    `<path d="${path}" fill="#e0f2fe" opacity=".6" stroke="#7dd3fc" stroke-width="3"/>` +
    `<path d="${path}" fill="url(#shadeY)" opacity=".6"/>` +
    `<path d="M${left + 20} ${top + 14}H${right - 60}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".9"/>` +
    `<path d="M${left + 20} ${top + dia - 14}H${right - 80}" stroke="#7dd3fc" stroke-width="3" opacity=".6"/>` +
    `<ellipse cx="${left}" cy="${cy}" rx="12" ry="${dia / 2}" fill="#f0f9ff" stroke="#7dd3fc" stroke-width="3"/>` +
    `<rect x="${left + 30}" y="${top - 6}" width="14" height="${dia + 12}" rx="6" fill="#1f2937"/>` +
    `<rect x="${left + 54}" y="${top - 6}" width="14" height="${dia + 12}" rx="6" fill="#1f2937"/>`
  );
}

/** A stand-up pouch of ion-exchange resin with a mound of amber beads in front. */
export function resinBag(cx: number, cy: number): string {
  const random = seededRandom(48);
  const beads: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const x = cx - 230 + random() * 460;
    const spread = 1 - Math.abs(x - cx) / 240;
    const y = cy + 250 - random() * 90 * spread;
    const colour = ['#d97706', '#f59e0b', '#fbbf24', '#b45309'][i % 4];
    beads.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(9 + random() * 5)}" fill="${colour}"/>`,
    );
  }
  return (
    `<path d="M${cx - 170} ${cy - 250}h340l20 420q0 40 -40 40h-300q-40 0 -40 -40z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>` +
    `<path d="M${cx - 170} ${cy - 250}h340v26h-340z" fill="#cbd5e1"/>` +
    `<rect x="${cx - 140}" y="${cy - 150}" width="280" height="190" rx="12" fill="#b45309"/>` +
    text(cx, cy - 112, 'CLEARSPRING', {
      size: 14,
      weight: 700,
      fill: '#ffffff',
      spacing: 3,
      opacity: 0.85,
    }) +
    text(cx, cy - 64, 'SOFTENER', { size: 38, weight: 800, fill: '#ffffff' }) +
    text(cx, cy - 24, 'RESIN · 1 CU FT', { size: 22, weight: 600, fill: '#fde68a' }) +
    `<g stroke="#78350f" stroke-opacity=".25">${beads.join('')}</g>`
  );
}
