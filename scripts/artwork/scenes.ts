import type { ArtEntry } from './art-types.ts';
import { faucet } from './fixtures.ts';
import { cylinderRect } from './svg.ts';

/** The replaceable parts of a system stood side by side. */
export function partsLineup(parts: ArtEntry[]): string {
  const count = parts.length;
  const scale = Math.min(0.62, 1.8 / count);
  return parts
    .map((part, i) => {
      const x = (800 * (i + 0.5)) / count;
      const turn = part.horizontal ? ' rotate(-90 400 390)' : '';
      // Brand lines on labels are unreadable at line-up scale; dropping them keeps files small.
      const body = (part.lineup ?? part.draw)().replace(/<text[^>]*>CLEARSPRING<\/text>/g, '');
      return `<g transform="translate(${x.toFixed(1)} 400) scale(${scale.toFixed(3)}) translate(-400 -390)${turn}">${body}</g>`;
    })
    .join('');
}

/** The system where it lives: kitchen sink (its faucet), utility wall or plant room. */
export function installedScene(setting: ArtEntry['setting'], system: string): string {
  if (setting === 'sink') return kitchenSink();
  const wall = setting === 'plant' ? '#cbd5e1' : '#e7e5e4';
  const lines: string[] = [];
  for (let y = 80; y < 680; y += 60) lines.push(`M0 ${y}H800`);
  if (setting === 'utility') {
    for (let y = 80; y < 680; y += 120) {
      for (let x = 0; x < 800; x += 160) lines.push(`M${x} ${y}v60M${x + 80} ${y + 60}v60`);
    }
  }
  return (
    `<rect width="800" height="680" fill="${wall}"/>` +
    `<path d="${lines.join('')}" stroke="#ffffff" stroke-width="3" opacity=".6"/>` +
    `<rect x="0" y="680" width="800" height="120" fill="${setting === 'plant' ? '#64748b' : '#a8a29e'}"/>` +
    `<g transform="translate(60 40) scale(.85)">${system}</g>`
  );
}

function kitchenSink(): string {
  return (
    `<rect x="0" y="0" width="800" height="470" fill="#f1f5f9"/>` +
    `<path d="M0 120H800M0 240H800M0 360H800" stroke="#e2e8f0" stroke-width="4"/>` +
    `<path d="M100 0v470M300 0v470M500 0v470M700 0v470" stroke="#e2e8f0" stroke-width="4"/>` +
    cylinderRect(0, 470, 800, 50, '#d6d3d1', { vertical: false }) +
    `<rect x="0" y="520" width="800" height="280" fill="#a16207"/>` +
    `<path d="M400 540v240" stroke="#854d0e" stroke-width="6"/>` +
    `<rect x="370" y="640" width="16" height="60" rx="6" fill="#fde68a"/><rect x="414" y="640" width="16" height="60" rx="6" fill="#fde68a"/>` +
    `<path d="M140 470h380l-20 40h-340z" fill="#94a3b8"/>` +
    `<path d="M330 470V300c0 -80 -120 -80 -120 0v30" fill="none" stroke="#94a3b8" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M330 470V300c0 -80 -120 -80 -120 0v30" fill="none" stroke="#e2e8f0" stroke-width="14" stroke-linecap="round"/>` +
    faucet(600, 475, '#e2e8f0', 1.3) +
    `<path d="M484 418q-3 20 0 32" stroke="#38bdf8" stroke-width="8" stroke-linecap="round" fill="none"/>` +
    `<path d="M650 330h70l-8 130h-54z" fill="#e0f2fe" opacity=".7" stroke="#7dd3fc" stroke-width="3"/>` +
    `<path d="M654 380h62l-5 76h-52z" fill="#38bdf8" opacity=".45"/>`
  );
}
