import { cylinderRect, fitSize, mix, text } from './svg.ts';

/** A product box in three-quarter view, with a title on the front face. */
export function kitBox(spec: {
  x: number;
  y: number;
  w: number;
  h: number;
  colour: string;
  title: string;
  sub: string;
}): string {
  const { x, y, w, h, colour } = spec;
  const depth = w * 0.28;
  const dark = mix(colour, '#000000', 0.3);
  const light = mix(colour, '#ffffff', 0.25);
  const titleSize = fitSize(spec.title, w - 50, 44);
  return (
    `<path d="M${x} ${y}l${depth} ${-depth * 0.55}h${w}l${-depth} ${depth * 0.55}z" fill="${light}"/>` +
    `<path d="M${x + w} ${y}l${depth} ${-depth * 0.55}v${h}l${-depth} ${depth * 0.55}z" fill="${dark}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>` +
    `<rect x="${x + 20}" y="${y + h * 0.48}" width="${w - 40}" height="${h * 0.4}" rx="10" fill="#ffffff" opacity=".95"/>` +
    text(x + w / 2, y + 54, 'CLEARSPRING', {
      size: 16,
      weight: 700,
      fill: '#ffffff',
      spacing: 3,
      opacity: 0.9,
    }) +
    dropMark(x + w / 2, y + h * 0.3, 34) +
    text(x + w / 2, y + h * 0.48 + 60, spec.title, {
      size: titleSize,
      weight: 800,
      fill: '#0f172a',
    }) +
    text(x + w / 2, y + h * 0.48 + 60 + titleSize, spec.sub, {
      size: fitSize(spec.sub, w - 60, 20, 0.55),
      weight: 600,
      fill: '#475569',
    })
  );
}

export function dropMark(cx: number, cy: number, size: number, fill = '#ffffff'): string {
  const s = size / 2;
  return `<path d="M${cx} ${cy - s * 1.3}C${cx + s * 0.2} ${cy - s * 0.8} ${cx + s} ${cy - s * 0.1} ${cx + s} ${cy + s * 0.35}a${s} ${s} 0 0 1 ${-2 * s} 0C${cx - s} ${cy - s * 0.1} ${cx - s * 0.2} ${cy - s * 0.8} ${cx} ${cy - s * 1.3}z" fill="${fill}"/>`;
}

/** A screw-cap sample bottle or vial; `fill` tints the liquid. */
export function bottle(
  cx: number,
  bottom: number,
  w: number,
  h: number,
  cap: string,
  fill: string,
  label?: string,
): string {
  const top = bottom - h;
  return (
    cylinderRect(cx - w / 2, top + h * 0.16, w, h * 0.84, '#f8fafc', { radius: w * 0.18 }) +
    `<rect x="${cx - w / 2 + 6}" y="${top + h * 0.45}" width="${w - 12}" height="${h * 0.52}" rx="${w * 0.14}" fill="${fill}" opacity=".85"/>` +
    cylinderRect(cx - w * 0.38, top, w * 0.76, h * 0.18, cap, { radius: 6 }) +
    (label
      ? `<rect x="${cx - w / 2}" y="${top + h * 0.3}" width="${w}" height="${h * 0.16}" fill="#ffffff"/>` +
        text(cx, top + h * 0.41, label, {
          size: fitSize(label, w - 10, 18),
          weight: 700,
          fill: '#334155',
        })
      : '')
  );
}

/** A lab report sheet with result bars (third view of the lab kits). */
export function labReport(title: string): string {
  const rows = ['Coliform', 'E. coli', 'Arsenic', 'Nitrate', 'Iron', 'Hardness', 'Uranium', 'Lead'];
  const widths = [30, 20, 60, 140, 210, 260, 40, 24];
  const colours = [
    '#22c55e',
    '#22c55e',
    '#22c55e',
    '#22c55e',
    '#f59e0b',
    '#ef4444',
    '#22c55e',
    '#22c55e',
  ];
  const lines = rows
    .map((row, i) => {
      const y = 290 + i * 50;
      return (
        text(230, y + 16, row, { size: 20, weight: 600, fill: '#334155', anchor: 'start' }) +
        `<rect x="380" y="${y}" width="260" height="20" rx="10" fill="#e2e8f0"/>` +
        `<rect x="380" y="${y}" width="${widths[i]}" height="20" rx="10" fill="${colours[i]}"/>`
      );
    })
    .join('');
  return (
    `<rect x="190" y="120" width="470" height="600" rx="16" fill="#ffffff" stroke="#cbd5e1" stroke-width="3" transform="rotate(-3 425 420)"/>` +
    `<g transform="rotate(-3 425 420)">` +
    `<rect x="190" y="120" width="470" height="110" rx="16" fill="#0e7490"/>` +
    dropMark(245, 178, 40) +
    text(290, 170, 'ClearSpring Lab Report', {
      size: 26,
      weight: 800,
      fill: '#ffffff',
      anchor: 'start',
    }) +
    text(290, 202, title, { size: 18, weight: 500, fill: '#cffafe', anchor: 'start' }) +
    text(230, 266, 'Result vs. EPA limit', {
      size: 18,
      weight: 700,
      fill: '#0c4a6e',
      anchor: 'start',
    }) +
    lines +
    `</g>`
  );
}

/** Two coliform vials: purple (safe) and yellow (bacteria present). */
export function bacteriaKit(): string {
  return (
    kitBox({
      x: 150,
      y: 260,
      w: 290,
      h: 380,
      colour: '#7c3aed',
      title: 'Coliform',
      sub: 'Bacteria test · 2 pack',
    }) +
    bottle(540, 690, 96, 300, '#0f172a', '#7e22ce', 'SAFE') +
    bottle(660, 690, 96, 300, '#0f172a', '#eab308', 'ALERT')
  );
}

/** Lead test: a small box, a dropper bottle and a result card. */
export function leadKit(): string {
  return (
    `<g transform="rotate(-8 590 430)"><rect x="500" y="250" width="180" height="300" rx="12" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>` +
    `<circle cx="590" cy="340" r="44" fill="#fde68a"/><circle cx="590" cy="460" r="44" fill="#f472b6"/>` +
    text(590, 530, '≥ 15 ppb', { size: 18, weight: 700, fill: '#be185d' }) +
    `</g>` +
    kitBox({
      x: 130,
      y: 300,
      w: 300,
      h: 360,
      colour: '#334155',
      title: 'Lead Test',
      sub: 'Detects 15 ppb · 2 tests',
    }) +
    bottle(470, 700, 70, 200, '#f8fafc', '#e0f2fe')
  );
}
