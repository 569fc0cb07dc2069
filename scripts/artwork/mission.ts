import { faucet } from './fixtures.ts';
import { BRAND, SHADING_DEFS, svgDocument } from './svg.ts';

const SKIN_A = '#c68642';
const SKIN_B = '#f1c27d';

/** A parent handing a child a glass of filtered water in a bright kitchen (800 x 600). */
export function missionIllustration(): string {
  const body =
    `<rect width="800" height="600" fill="url(#room)"/>` +
    `<rect x="470" y="50" width="260" height="200" rx="14" fill="#bae6fd" stroke="#ffffff" stroke-width="12"/>` +
    `<path d="M600 50v200M470 150h260" stroke="#ffffff" stroke-width="10"/>` +
    `<circle cx="680" cy="100" r="26" fill="#fef3c7"/>` +
    // Parent
    `<path d="M262 250q58 -24 120 0l22 220h-164z" fill="${BRAND.deep}"/>` +
    `<rect x="306" y="214" width="30" height="40" rx="10" fill="${SKIN_A}"/>` +
    `<circle cx="321" cy="186" r="44" fill="${SKIN_A}"/>` +
    `<path d="M277 186c-4 -44 26 -62 50 -62c30 0 48 20 46 52c-14 -18 -40 -24 -66 -18c-12 4 -22 14 -30 28z" fill="#1f2937"/>` +
    `<path d="M370 270q50 20 84 52" stroke="${BRAND.deep}" stroke-width="34" stroke-linecap="round" fill="none"/>` +
    `<circle cx="458" cy="326" r="18" fill="${SKIN_A}"/>` +
    `<path d="M300 190q4 4 8 0M334 190q4 4 8 0" stroke="#1f2937" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    `<path d="M310 210q11 9 22 0" stroke="#7c2d12" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    // Child
    `<path d="M520 340q46 -18 94 0l16 130h-126z" fill="#f59e0b"/>` +
    `<circle cx="567" cy="296" r="36" fill="${SKIN_B}"/>` +
    `<path d="M531 292c-2 -34 20 -48 40 -48c24 0 38 16 34 40c-10 -12 -30 -16 -48 -10c-12 4 -20 10 -26 18z" fill="#92400e"/>` +
    `<path d="M552 300q3 3 6 0M578 300q3 3 6 0" stroke="#1f2937" stroke-width="3.5" stroke-linecap="round" fill="none"/>` +
    `<path d="M557 316q10 8 20 0" stroke="#9a3412" stroke-width="3.5" stroke-linecap="round" fill="none"/>` +
    `<path d="M530 360q-26 -6 -46 -20" stroke="#f59e0b" stroke-width="24" stroke-linecap="round" fill="none"/>` +
    `<circle cx="482" cy="338" r="14" fill="${SKIN_B}"/>` +
    // Glass of water between them
    `<path d="M446 262h60l-8 98h-44z" fill="#e0f2fe" opacity=".9" stroke="#7dd3fc" stroke-width="4"/>` +
    `<path d="M450 296h52l-5 60h-42z" fill="#38bdf8" opacity=".6"/>` +
    `<path d="M462 276v60" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M476 212c6 9 14 16 14 24a14 14 0 0 1 -28 0c0 -8 8 -15 14 -24z" fill="${BRAND.aqua}"/>` +
    `<path d="M428 226l-12 -8M524 226l12 -8M476 190v-14" stroke="${BRAND.aqua}" stroke-width="5" stroke-linecap="round"/>` +
    // Counter, faucet and a plant
    `<rect y="452" width="800" height="30" fill="#e7e5e4"/><rect y="482" width="800" height="118" fill="${BRAND.deep}"/>` +
    `<path d="M200 482v118M400 482v118M600 482v118" stroke="${BRAND.navy}" stroke-width="4" opacity=".6"/>` +
    faucet(180, 454, '#e2e8f0', 1.2) +
    `<path d="M680 452l-8 -60h70l-8 60z" fill="#f8fafc"/>` +
    `<path d="M706 392c-20 -30 -40 -40 -60 -44M706 392c0 -40 10 -60 30 -80M706 392c14 -26 36 -36 60 -36" stroke="#16a34a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  return svgDocument({
    width: 800,
    height: 600,
    title: 'A parent hands a child a glass of clean, filtered water',
    defs:
      `<linearGradient id="room" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#f0f9ff"/><stop offset="1" stop-color="${BRAND.mist}"/></linearGradient>` +
      SHADING_DEFS,
    body,
  });
}
