import type { ArtRegistry } from './art-types.ts';
import { foodservice, roSkid, wholeBuilding } from './commercial.ts';
import { softenerPair, underSink, wholeHouse } from './systems.ts';

const clear = (inside: string) => ({ bowl: '#e0f2fe', clear: inside });

export const systemArt: ArtRegistry = {
  'pureflow-ro-5': {
    tint: '#bae6fd',
    setting: 'sink',
    draw: () =>
      underSink({
        housings: [clear('#f8fafc'), clear('#374151'), clear('#111827')],
        ro: { inline: ['#1f2937'], band: '#0891b2' },
        faucetFinish: '#e2e8f0',
      }),
  },
  'pureflow-ro-6-alkaline': {
    tint: '#a5f3fc',
    setting: 'sink',
    draw: () =>
      underSink({
        housings: [{ bowl: '#0e7490' }, { bowl: '#0e7490' }, { bowl: '#0e7490' }],
        ro: { inline: ['#1f2937', '#d97706'], band: '#0e7490' },
        faucetFinish: '#d6d3d1',
        bracket: '#f8fafc',
      }),
  },
  'cleartap-dual': {
    tint: '#cffafe',
    setting: 'sink',
    draw: () =>
      underSink({ housings: [{ bowl: '#f8fafc' }, { bowl: '#f8fafc' }], faucetFinish: '#e2e8f0' }),
  },
  'cleartap-triple': {
    tint: '#ddd6fe',
    setting: 'sink',
    draw: () =>
      underSink({
        housings: [clear('#f8fafc'), clear('#6d28d9'), clear('#111827')],
        faucetFinish: '#d6d3d1',
      }),
  },
  'homeguard-2-stage': {
    tint: '#bfdbfe',
    setting: 'utility',
    draw: () => wholeHouse({ housings: [{ bowl: '#2563eb' }, { bowl: '#2563eb' }] }),
  },
  'homeguard-uv': {
    tint: '#c7d2fe',
    setting: 'utility',
    draw: () => wholeHouse({ housings: [{ bowl: '#1d4ed8' }, { bowl: '#1d4ed8' }], uv: true }),
  },
  'softflow-48k': {
    tint: '#e0f2fe',
    setting: 'utility',
    draw: () => softenerPair('#0c4a6e'),
  },
  'uv-12gpm': {
    tint: '#ede9fe',
    setting: 'utility',
    draw: () =>
      wholeHouse({ housings: [{ bowl: '#f8fafc', clear: '#f1f5f9' }], uv: true, pipe: '#cbd5e1' }),
  },
  'pro-ro-600': {
    tint: '#cbd5e1',
    setting: 'plant',
    draw: () => roSkid({ vessels: 1, vessel: '#0e7490', label: 'PRO 600 GPD' }),
  },
  'pro-ro-2400': {
    tint: '#bae6fd',
    setting: 'plant',
    draw: () => roSkid({ vessels: 4, vessel: '#f8fafc', label: 'PRO 2,400 GPD' }),
  },
  'whole-building-uv': {
    tint: '#e2e8f0',
    setting: 'plant',
    draw: wholeBuilding,
  },
  'foodservice-ice': {
    tint: '#e0f2fe',
    setting: 'plant',
    draw: foodservice,
  },
};
