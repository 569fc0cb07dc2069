import { kitBox } from './boxes.ts';
import { roSkid } from './commercial.ts';
import { faucet } from './fixtures.ts';
import { stripTube, tdsMeter } from './kits.ts';
import { BRAND, cylinderRect, SHADING_DEFS, svgDocument, text, textureDefs } from './svg.ts';
import { wholeHouse } from './systems.ts';

const W = 1620;
const H = 600;

function slide(title: string, defs: string, body: string): string {
  return svgDocument({
    width: W,
    height: H,
    title,
    defs: defs + SHADING_DEFS + textureDefs(body),
    body,
  });
}

const gradient = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Soft water ripples along the bottom edge. */
function waves(width: number, height: number, colour: string, opacity: number): string {
  const wave = (y: number, amp: number) =>
    `<path d="M0 ${y}q${width / 8} ${-amp} ${width / 4} 0t${width / 4} 0t${width / 4} 0t${width / 4} 0V${height}H0z" fill="${colour}" opacity="${opacity}"/>`;
  return wave(height - 90, 30) + wave(height - 50, 22);
}

export function welcomeSlide(): string {
  const body =
    `<rect width="${W}" height="${H}" fill="url(#calm)"/>` +
    `<rect x="900" y="40" width="560" height="360" rx="18" fill="url(#sky)"/>` +
    `<path d="M1180 40v360M900 220h560" stroke="#ffffff" stroke-width="14"/>` +
    `<rect x="900" y="40" width="560" height="360" rx="18" fill="none" stroke="#ffffff" stroke-width="14"/>` +
    `<circle cx="1370" cy="120" r="46" fill="#fef3c7" opacity=".9"/>` +
    `<rect x="760" y="430" width="860" height="40" fill="#e7e5e4"/><rect x="760" y="470" width="860" height="130" fill="#0e7490" opacity=".85"/>` +
    `<path d="M780 470V600M1190 470V600" stroke="#0c4a6e" stroke-width="4" opacity=".5"/>` +
    faucet(1230, 432, '#e2e8f0', 1.7) +
    `<path d="M1077 300q-4 40 0 80" stroke="#7dd3fc" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M1030 330h96l-10 100h-76z" fill="#e0f2fe" opacity=".85" stroke="#7dd3fc" stroke-width="4"/>` +
    `<path d="M1036 370h84l-6 58h-72z" fill="#38bdf8" opacity=".55"/>` +
    `<path d="M1400 430c-10 -60 -40 -90 -70 -110M1400 430c0 -70 10 -110 40 -140M1400 430c10 -50 50 -70 90 -80" stroke="#15803d" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<rect x="1370" y="400" width="60" height="34" rx="6" fill="#f8fafc"/>` +
    waves(760, H, '#ffffff', 0.18);
  return slide(
    'A glass of filtered water at a sunny kitchen sink',
    gradient('calm', BRAND.navy, '#0891b2') + gradient('sky', '#bae6fd', '#f0f9ff', true),
    body,
  );
}

export function residentialSlide(): string {
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="1480" cy="110" r="60" fill="#fef9c3"/>` +
    `<rect y="500" width="${W}" height="100" fill="#86efac"/><rect y="500" width="${W}" height="14" fill="#4ade80"/>` +
    `<g transform="translate(360 100) scale(.8)">` +
    `<path d="M760 250L1010 90L1260 250z" fill="#0c4a6e"/>` +
    `<rect x="790" y="250" width="440" height="250" fill="#f8fafc"/>` +
    `<rect x="830" y="300" width="90" height="80" rx="6" fill="#bae6fd" stroke="#94a3b8" stroke-width="6"/>` +
    `<rect x="1100" y="300" width="90" height="80" rx="6" fill="#bae6fd" stroke="#94a3b8" stroke-width="6"/>` +
    `<rect x="970" y="360" width="80" height="140" rx="6" fill="#0e7490"/>` +
    `<g transform="translate(1270 250) scale(.36)">${wholeHouse({ housings: [{ bowl: '#2563eb' }, { bowl: '#2563eb' }] })}</g>` +
    `<path d="M1230 312h50" stroke="#d97706" stroke-width="12"/>` +
    `</g>` +
    text(110, 250, 'Pure water for every tap', {
      size: 58,
      weight: 800,
      fill: BRAND.navy,
      anchor: 'start',
    }) +
    text(112, 310, 'Whole-house filtration, installed by ClearSpring', {
      size: 28,
      weight: 500,
      fill: BRAND.deep,
      anchor: 'start',
    }) +
    `<rect x="112" y="350" width="220" height="56" rx="28" fill="${BRAND.deep}"/>` +
    text(222, 386, 'Residential', { size: 24, weight: 700, fill: '#ffffff' });
  return slide(
    'A home with a whole-house filtration system',
    gradient('sky', '#e0f2fe', '#f0f9ff', true),
    body,
  );
}

export function testKitSlide(): string {
  const body =
    `<rect width="${W}" height="${H}" fill="url(#calm)"/>` +
    `<rect x="820" y="470" width="800" height="130" fill="#ffffff" opacity=".12"/>` +
    `<g transform="translate(820 70) scale(.62)">${kitBox({ x: 100, y: 250, w: 340, h: 420, colour: '#0e7490', title: 'Well Water', sub: 'Certified lab test' })}</g>` +
    `<g transform="translate(1060 40) scale(.72)">${stripTube({ colour: '#0891b2', title: '16-in-1', sub: '100 strips', pads: 16 })}</g>` +
    `<g transform="translate(1360 170) scale(.64)">${tdsMeter(100, 380)}</g>` +
    waves(820, H, '#ffffff', 0.12);
  return slide(
    'Water test kits: lab test, test strips and a TDS meter',
    gradient('calm', BRAND.navy, '#0e7490'),
    body,
  );
}

export function commercialSlide(): string {
  const body =
    `<rect width="${W}" height="${H}" fill="url(#plant)"/>` +
    `<rect y="560" width="${W}" height="40" fill="#334155"/>` +
    `<path d="M900 70H1620M1060 110H1620" stroke="#64748b" stroke-width="18" opacity=".5"/>` +
    `<g transform="translate(1000 70) scale(.7)">${roSkid({ vessels: 4, vessel: '#f8fafc', label: 'PRO 2,400 GPD' })}</g>` +
    cylinderRect(1500, 200, 100, 360, '#f8fafc', { radius: 44 }) +
    cylinderRect(1500, 340, 100, 60, BRAND.teal) +
    text(1550, 377, 'PERMEATE', { size: 14, weight: 800, fill: '#ffffff', spacing: 1 }) +
    text(110, 250, 'Commercial water treatment', {
      size: 56,
      weight: 800,
      fill: '#ffffff',
      anchor: 'start',
    }) +
    text(112, 308, 'RO plants, UV and whole-building filtration', {
      size: 28,
      weight: 500,
      fill: '#cffafe',
      anchor: 'start',
    }) +
    text(112, 350, 'Designed, installed and serviced from Cypress, Texas', {
      size: 22,
      weight: 500,
      fill: '#a5f3fc',
      anchor: 'start',
    });
  return slide(
    'A commercial reverse osmosis plant',
    gradient('plant', BRAND.navy, '#155e75'),
    body,
  );
}

/** Listing-page hero: a calm dark-blue band with water shapes on the right. */
export function hero(title: string, motif: string): string {
  const body =
    `<rect width="1600" height="400" fill="url(#hero)"/>` +
    `<circle cx="1350" cy="120" r="220" fill="${BRAND.aqua}" opacity=".08"/>` +
    `<circle cx="1500" cy="330" r="140" fill="${BRAND.aqua}" opacity=".07"/>` +
    `<g opacity=".22" fill="none" stroke="#a5f3fc" stroke-width="5">${motif}</g>` +
    waves(1600, 400, '#22d3ee', 0.1);
  return svgDocument({
    width: 1600,
    height: 400,
    title,
    defs: gradient('hero', BRAND.navy, BRAND.deep),
    body,
  });
}
