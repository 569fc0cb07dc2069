import { bigFaucet, gaugeKit, housingWrench, leakStop } from './accessories.ts';
import type { ArtRegistry } from './art-types.ts';
import { bacteriaKit, bottle, kitBox, labReport, leadKit } from './boxes.ts';
import { colourChart, meterInGlass, stripTube, tdsMeter } from './kits.ts';

export const kitArt: ArtRegistry = {
  'tds-meter': {
    tint: '#a7f3d0',
    draw: () => tdsMeter(400, 390),
    views: [{ caption: 'Reads 9 ppm in ClearSpring RO water', draw: meterInGlass }],
  },
  'test-strips-16': {
    tint: '#fef08a',
    draw: () => stripTube({ colour: '#0891b2', title: '16-in-1', sub: '100 strips', pads: 16 }),
    views: [{ caption: 'Match each pad to the chart after 60 seconds', draw: colourChart }],
  },
  'lab-well-test': {
    tint: '#bbf7d0',
    draw: () =>
      kitBox({
        x: 170,
        y: 250,
        w: 340,
        h: 420,
        colour: '#0e7490',
        title: 'Well Water',
        sub: 'Certified lab test · 50+',
      }) + bottle(610, 690, 110, 280, '#0e7490', '#e0f2fe', 'SAMPLE'),
    views: [
      {
        caption: 'Sterile sample bottles and prepaid return box',
        draw: () =>
          bottle(220, 680, 120, 330, '#0e7490', '#e0f2fe', 'METALS') +
          bottle(400, 680, 120, 380, '#dc2626', '#f1f5f9', 'BACTERIA') +
          bottle(580, 680, 120, 330, '#16a34a', '#e0f2fe', 'NITRATE'),
      },
      {
        caption: 'Plain-language report in about 7 business days',
        draw: () => labReport('Private well · Cypress, TX'),
      },
    ],
  },
  'lab-city-test': {
    tint: '#bae6fd',
    draw: () =>
      kitBox({
        x: 170,
        y: 250,
        w: 340,
        h: 420,
        colour: '#1d4ed8',
        title: 'City Water',
        sub: 'Lab test · PFAS screen',
      }) + bottle(610, 690, 110, 280, '#1d4ed8', '#e0f2fe', 'SAMPLE'),
  },
  'lead-test': { tint: '#fbcfe8', draw: leadKit },
  'hardness-strips': {
    tint: '#fed7aa',
    draw: () =>
      stripTube({ colour: '#ea580c', title: 'Hardness', sub: '0-425 ppm · 50 strips', pads: 2 }),
  },
  'bacteria-test': { tint: '#e9d5ff', draw: bacteriaKit },
  'ro-faucet': { tint: '#e7e5e4', draw: bigFaucet },
  'housing-wrench': { tint: '#cffafe', draw: housingWrench },
  'leak-stop': { tint: '#d1fae5', draw: leakStop },
  'pressure-gauge-kit': { tint: '#e2e8f0', draw: gaugeKit },
};
