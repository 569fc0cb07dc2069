import { controller, gauge, type HousingSpec, housing, tubing } from './fixtures.ts';
import { cylinderRect, text } from './svg.ts';

/** A frame-mounted commercial RO skid with horizontal pressure vessels. */
export function roSkid(spec: { vessels: number; vessel: string; label: string }): string {
  const out: string[] = [];
  const frame = '#475569';
  out.push(
    `<rect x="110" y="150" width="580" height="530" rx="10" fill="none" stroke="${frame}" stroke-width="14"/>`,
  );
  out.push(`<path d="M110 420H690" stroke="${frame}" stroke-width="10"/>`);
  out.push(
    `<rect x="110" y="676" width="22" height="24" fill="${frame}"/><rect x="668" y="676" width="22" height="24" fill="${frame}"/>`,
  );
  const rows = spec.vessels;
  const vesselHeight = rows === 1 ? 86 : 52;
  const top = rows === 1 ? 240 : 178;
  for (let i = 0; i < rows; i += 1) {
    const y = top + i * (vesselHeight + 8);
    out.push(
      cylinderRect(140, y, 430, vesselHeight, spec.vessel, {
        vertical: false,
        radius: vesselHeight / 2.4,
      }),
    );
    out.push(
      cylinderRect(128, y - 4, 26, vesselHeight + 8, '#e2e8f0', { vertical: false, radius: 6 }),
    );
    out.push(
      cylinderRect(556, y - 4, 26, vesselHeight + 8, '#e2e8f0', { vertical: false, radius: 6 }),
    );
  }
  const labelY = top + (rows * (vesselHeight + 8)) / 2;
  out.push(
    `<rect x="260" y="${labelY - 22}" width="190" height="40" rx="6" fill="#ffffff" opacity=".92"/>`,
  );
  out.push(text(355, labelY + 6, spec.label, { size: 20, weight: 800, fill: '#0c4a6e' }));
  out.push(controller(592, 176, 84, 120, 'TDS 12'));
  out.push(gauge(620, 350, 18), gauge(660, 350, 18));
  [
    ['#f8fafc', '#2563eb'],
    ['#f8fafc', '#111827'],
  ].forEach(([bowl, inside], i) => {
    out.push(
      housing(200 + i * 110, 450, 84, 210, { bowl: bowl ?? '#f8fafc', clear: inside ?? '#111827' }),
    );
  });
  out.push(cylinderRect(440, 560, 150, 96, '#2563eb', { vertical: false, radius: 14 }));
  out.push(cylinderRect(590, 584, 50, 48, '#94a3b8', { vertical: false, radius: 6 }));
  out.push(text(515, 616, 'PUMP', { size: 18, weight: 800, fill: '#ffffff', spacing: 2 }));
  out.push(
    tubing(
      [
        [330, 470],
        [420, 470],
        [420, 600],
        [440, 600],
      ],
      '#38bdf8',
    ),
  );
  return out.join('');
}

/** Large commercial housings on a manifold followed by a long horizontal UV chamber. */
export function wholeBuilding(): string {
  const out: string[] = [cylinderRect(40, 150, 720, 40, '#64748b', { vertical: false, radius: 8 })];
  const housings: HousingSpec[] = [
    { bowl: '#0e7490', head: '#e2e8f0' },
    { bowl: '#0c4a6e', head: '#e2e8f0' },
  ];
  housings.forEach((h, i) => {
    const cx = 170 + i * 190;
    out.push(`<rect x="${cx - 16}" y="186" width="32" height="40" fill="#475569"/>`);
    out.push(housing(cx, 222, 160, 470, h));
    out.push(gauge(cx, 120, 22));
  });
  out.push(`<rect x="584" y="186" width="32" height="54" fill="#475569"/>`);
  out.push(cylinderRect(540, 236, 120, 450, '#cbd5e1', { radius: 20 }));
  out.push(
    `<rect x="540" y="300" width="120" height="10" fill="#94a3b8"/><rect x="540" y="600" width="120" height="10" fill="#94a3b8"/>`,
  );
  out.push(text(600, 470, 'UV', { size: 40, weight: 800, fill: '#7c3aed' }));
  out.push(text(600, 505, '24 GPM', { size: 18, weight: 700, fill: '#475569' }));
  out.push(controller(672, 300, 84, 124, 'OK'));
  return out.join('');
}

/** Three slim housings on a shared head, feeding an ice machine. */
export function foodservice(): string {
  const out: string[] = [
    cylinderRect(170, 250, 410, 54, '#334155', { vertical: false, radius: 10 }),
  ];
  ['#e0f2fe', '#e0f2fe', '#e0f2fe'].forEach((bowl, i) => {
    const inside = ['#f8fafc', '#111827', '#a5f3fc'][i] ?? '#f8fafc';
    out.push(housing(240 + i * 135, 300, 100, 380, { bowl, clear: inside, head: '#475569' }));
  });
  out.push(gauge(375, 220, 22));
  out.push(
    tubing(
      [
        [580, 276],
        [660, 276],
        [660, 420],
      ],
      '#38bdf8',
    ),
  );
  out.push(
    `<rect x="600" y="420" width="150" height="270" rx="14" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/>`,
  );
  out.push(`<rect x="620" y="450" width="110" height="80" rx="8" fill="#0c4a6e"/>`);
  for (let i = 0; i < 6; i += 1) {
    const x = 632 + (i % 3) * 32;
    const y = 462 + Math.floor(i / 3) * 32;
    out.push(`<rect x="${x}" y="${y}" width="26" height="26" rx="6" fill="#bae6fd" opacity=".9"/>`);
  }
  out.push(text(675, 600, 'ICE', { size: 28, weight: 800, fill: '#64748b', spacing: 3 }));
  return out.join('');
}
