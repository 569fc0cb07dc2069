import {
  controller,
  faucet,
  gauge,
  type HousingSpec,
  housing,
  storageTank,
  tubing,
} from './fixtures.ts';
import { cylinderRect, mix, text } from './svg.ts';

export interface UnderSinkSpec {
  housings: HousingSpec[];
  /** Reverse osmosis: membrane housing, inline stages and a storage tank. */
  ro?: { inline: string[]; band: string };
  faucetFinish: string;
  bracket?: string;
}

/** An under-sink system on its bracket, with faucet (and tank for RO). */
export function underSink(spec: UnderSinkSpec): string {
  const count = spec.housings.length;
  const gap = 128;
  const span = (count - 1) * gap;
  const startX = spec.ro ? 320 - span / 2 : 360 - span / 2;
  const bracketTop = spec.ro ? 318 : 300;
  const out: string[] = [];
  if (spec.ro) {
    out.push(
      tubing([
        [startX + span + 60, 560],
        [560, 560],
        [560, 300],
        [640, 300],
        [640, 250],
      ]),
    );
    out.push(
      tubing(
        [
          [startX - 60, 258],
          [110, 258],
          [110, 600],
          [startX - 50, 600],
        ],
        '#bae6fd',
      ),
    );
    out.push(storageTank(640, 400, 130, 290, spec.ro.band));
    out.push(faucet(660, 250, spec.faucetFinish, 0.85));
    out.push(
      cylinderRect(startX - 64, 236, span + 128, 54, '#f8fafc', { vertical: false, radius: 27 }),
    );
    out.push(
      text(startX + span / 2, 270, 'RO MEMBRANE', {
        size: 16,
        weight: 700,
        fill: '#0e7490',
        spacing: 2,
      }),
    );
    spec.ro.inline.forEach((colour, i) => {
      const y = 190 - i * 52;
      out.push(
        cylinderRect(startX - 40, y, span + 80, 40, colour, { vertical: false, radius: 20 }),
      );
      out.push(
        `<rect x="${startX - 58}" y="${y + 13}" width="18" height="14" rx="3" fill="#cbd5e1"/>`,
      );
      out.push(
        `<rect x="${startX + span + 40}" y="${y + 13}" width="18" height="14" rx="3" fill="#cbd5e1"/>`,
      );
    });
  } else {
    out.push(
      tubing([
        [startX + span + 50, 330],
        [620, 330],
        [620, 250],
      ]),
    );
    out.push(faucet(630, 250, spec.faucetFinish, 1));
  }
  const bracket = spec.bracket ?? '#e2e8f0';
  out.push(
    cylinderRect(startX - 76, bracketTop, span + 152, 26, bracket, { vertical: false, radius: 6 }),
  );
  spec.housings.forEach((h, i) => {
    out.push(housing(startX + i * gap, bracketTop + 26, 104, 680 - bracketTop - 26, h));
  });
  return out.join('');
}

export interface WholeHouseSpec {
  housings: HousingSpec[];
  uv?: boolean;
  softener?: string;
  pipe?: string;
}

/** Point-of-entry housings on a main line, optionally with UV chamber or softener. */
export function wholeHouse(spec: WholeHouseSpec): string {
  const pipe = spec.pipe ?? '#d97706';
  const count = spec.housings.length;
  const extra = spec.uv || spec.softener ? 1 : 0;
  const gap = 185;
  const span = (count + extra - 1) * gap;
  const startX = 400 - span / 2;
  const out: string[] = [
    cylinderRect(30, 168, 740, 34, pipe, { vertical: false, radius: 6 }),
    `<rect x="48" y="150" width="26" height="70" rx="5" fill="${mix(pipe, '#000000', 0.25)}"/>`,
    `<rect x="726" y="150" width="26" height="70" rx="5" fill="${mix(pipe, '#000000', 0.25)}"/>`,
  ];
  spec.housings.forEach((h, i) => {
    const cx = startX + i * gap;
    out.push(
      `<rect x="${cx - 14}" y="190" width="28" height="40" fill="${mix(pipe, '#000000', 0.15)}"/>`,
    );
    out.push(housing(cx, 226, 150, 470, { head: '#e2e8f0', ...h }));
    out.push(gauge(cx, 140, 22));
  });
  const lastX = startX + count * gap;
  if (spec.uv) {
    out.push(
      `<rect x="${lastX - 14}" y="190" width="28" height="50" fill="${mix(pipe, '#000000', 0.15)}"/>`,
    );
    out.push(cylinderRect(lastX - 50, 236, 100, 440, '#cbd5e1', { radius: 18 }));
    out.push(`<rect x="${lastX - 50}" y="280" width="100" height="8" fill="#94a3b8"/>`);
    out.push(text(lastX, 470, 'UV', { size: 34, weight: 800, fill: '#7c3aed' }));
    out.push(controller(lastX + 62, 300, 82, 120, '365'));
    out.push(`<path d="M${lastX + 103} 420v60" stroke="#334155" stroke-width="5"/>`);
  }
  if (spec.softener) {
    out.push(
      `<rect x="${lastX - 14}" y="190" width="28" height="40" fill="${mix(pipe, '#000000', 0.15)}"/>`,
    );
    out.push(cylinderRect(lastX - 62, 300, 124, 390, spec.softener, { radius: 40 }));
    out.push(cylinderRect(lastX - 56, 224, 112, 88, '#1e293b', { radius: 14 }));
    out.push(`<rect x="${lastX - 36}" y="244" width="72" height="30" rx="4" fill="#164e63"/>`);
    out.push(text(lastX, 266, '48K', { size: 18, weight: 700, fill: '#67e8f9' }));
  }
  return out.join('');
}

/** A stand-alone softener: resin tank with control head, and a brine tank. */
export function softenerPair(tank: string): string {
  return (
    cylinderRect(380, 320, 230, 370, '#e2e8f0', { radius: 16 }) +
    `<rect x="392" y="300" width="206" height="36" rx="10" fill="#cbd5e1"/>` +
    text(495, 460, 'SALT', { size: 30, weight: 800, fill: '#94a3b8', spacing: 4 }) +
    cylinderRect(210, 220, 140, 470, tank, { radius: 50 }) +
    cylinderRect(218, 140, 124, 100, '#1e293b', { radius: 16 }) +
    `<rect x="238" y="162" width="84" height="34" rx="5" fill="#164e63"/>` +
    text(280, 186, '48K', { size: 20, weight: 700, fill: '#67e8f9' }) +
    `<path d="M342 560C370 560 380 600 380 600" stroke="#94a3b8" stroke-width="6" fill="none"/>` +
    text(280, 470, 'SOFTFLOW', { size: 19, weight: 800, fill: '#ffffff', spacing: 1 })
  );
}
