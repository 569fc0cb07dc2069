import { faucet, gauge } from './fixtures.ts';
import { cylinderRect, text } from './svg.ts';

export function bigFaucet(): string {
  return (
    `<rect x="350" y="646" width="240" height="40" rx="10" fill="#cbd5e1"/>` +
    faucet(470, 650, '#d6d3d1', 2.6) +
    `<path d="M236 440q-6 30 0 60" stroke="#38bdf8" stroke-width="10" stroke-linecap="round" fill="none" opacity=".7"/>`
  );
}

export function housingWrench(): string {
  return (
    `<g transform="rotate(-25 400 400)">` +
    `<circle cx="300" cy="400" r="180" fill="#0e7490"/><circle cx="300" cy="400" r="120" fill="#e0f2fe"/>` +
    `<path d="M420 360h330q20 0 20 20v40q0 20 -20 20h-330z" fill="#0e7490"/>` +
    `<circle cx="720" cy="400" r="16" fill="#e0f2fe"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${(300 + 122 * Math.cos(a)).toFixed(1)}" cy="${(400 + 122 * Math.sin(a)).toFixed(1)}" r="12" fill="#0e7490"/>`;
    }).join('') +
    text(590, 410, '10" HOUSINGS', { size: 24, weight: 800, fill: '#ffffff', spacing: 2 }) +
    `</g>`
  );
}

export function leakStop(): string {
  return (
    cylinderRect(140, 470, 260, 130, '#f8fafc', { radius: 60 }) +
    `<circle cx="270" cy="535" r="22" fill="#22c55e"/>` +
    text(270, 460, 'SENSOR', { size: 22, weight: 800, fill: '#0e7490', spacing: 3 }) +
    `<path d="M400 535c80 0 60 -240 160 -240" stroke="#64748b" stroke-width="8" fill="none"/>` +
    cylinderRect(500, 220, 200, 150, '#1e293b', { radius: 16 }) +
    cylinderRect(440, 380, 320, 46, '#cbd5e1', { vertical: false, radius: 10 }) +
    `<rect x="585" y="360" width="30" height="24" fill="#94a3b8"/>` +
    text(600, 305, 'AUTO', { size: 26, weight: 800, fill: '#67e8f9', spacing: 2 }) +
    text(600, 338, 'SHUT-OFF', { size: 18, weight: 700, fill: '#94a3b8', spacing: 2 }) +
    `<path d="M180 640q90 -30 180 0" stroke="#38bdf8" stroke-width="8" fill="none" opacity=".6"/>`
  );
}

export function gaugeKit(): string {
  return (
    `<g transform="translate(-120 -90) scale(2.4)">${gauge(170, 230, 60)}</g>` +
    `<g transform="translate(-250 -60) scale(2)">${gauge(360, 260, 50)}</g>` +
    text(400, 690, '0-160 PSI', { size: 30, weight: 800, fill: '#334155', spacing: 3 })
  );
}
