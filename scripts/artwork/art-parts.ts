import type { ArtRegistry } from './art-types.ts';
import { type CartridgeSpec, cartridge, type InlineSpec, inlineCartridge } from './cartridges.ts';
import { membrane, membraneSpiral, quartzSleeve, resinBag, uvLamp } from './special-parts.ts';

const CX = 400;
const CY = 390;

function tenInch(spec: CartridgeSpec) {
  return () => cartridge(CX, CY, spec);
}

function twentyInch(spec: CartridgeSpec) {
  return () => cartridge(CX, CY - 10, { width: 200, height: 560, ...spec });
}

function inline(spec: InlineSpec) {
  return {
    draw: () => inlineCartridge(CX, CY - 40, spec),
    lineup: () => inlineCartridge(CX, CY, { ...spec, tubes: false }),
    horizontal: true,
  };
}

export const partArt: ArtRegistry = {
  'sediment-5-micron': {
    tint: '#bae6fd',
    draw: tenInch({
      body: '#f8fafc',
      cap: '#e2e8f0',
      texture: 'spun',
      label: '#0891b2',
      lines: ['5 MICRON', 'Sediment · 10"'],
    }),
  },
  'sediment-20-micron': {
    tint: '#c7d2fe',
    draw: tenInch({
      body: '#f1f5f9',
      cap: '#1e3a8a',
      texture: 'pleated',
      label: '#1d4ed8',
      lines: ['20 MICRON', 'Pleated · washable'],
    }),
  },
  'carbon-block': {
    tint: '#99f6e4',
    draw: tenInch({
      body: '#1f2937',
      cap: '#f1f5f9',
      texture: 'block',
      label: '#0f766e',
      lines: ['CARBON', 'Coconut block · 10"'],
    }),
  },
  'gac-cartridge': {
    tint: '#a7f3d0',
    draw: tenInch({
      body: '#e2e8f0',
      cap: '#f8fafc',
      texture: 'gac',
      label: '#15803d',
      lines: ['GAC', 'Granular carbon'],
    }),
  },
  'catalytic-carbon': {
    tint: '#ddd6fe',
    draw: tenInch({
      body: '#111827',
      cap: '#e2e8f0',
      texture: 'block',
      label: '#6d28d9',
      lines: ['CATALYTIC', 'Chloramine · 10"'],
    }),
  },
  'ro-membrane-50': {
    tint: '#bfdbfe',
    draw: () => membrane(CX, CY, { wrap: '#1d4ed8', model: 'TFC-1812-50', rating: '50 GPD' }),
    horizontal: true,
    views: [
      {
        caption: 'Spiral-wound membrane leaves, end view',
        draw: () => membraneSpiral(CX, CY, '#1d4ed8'),
      },
    ],
  },
  'ro-membrane-75': {
    tint: '#a5f3fc',
    draw: () => membrane(CX, CY, { wrap: '#0e7490', model: 'TFC-1812-75', rating: '75 GPD' }),
    horizontal: true,
  },
  'inline-polishing': {
    tint: '#cbd5e1',
    ...inline({ body: '#f8fafc', label: '#1f2937', lines: ['POST CARBON', 'Inline polishing'] }),
  },
  remineralization: {
    tint: '#fde68a',
    ...inline({ body: '#f8fafc', label: '#d97706', lines: ['ALKALINE', 'Remineralisation'] }),
  },
  'big-blue-sediment': {
    tint: '#bfdbfe',
    draw: twentyInch({
      body: '#f8fafc',
      cap: '#2563eb',
      texture: 'spun',
      label: '#2563eb',
      lines: ['SEDIMENT', '20" · 5 micron'],
    }),
  },
  'big-blue-carbon': {
    tint: '#93c5fd',
    draw: twentyInch({
      body: '#111827',
      cap: '#2563eb',
      texture: 'block',
      label: '#1e40af',
      lines: ['CARBON', '20" Big Blue'],
    }),
    views: [
      {
        caption: '20" Big Blue beside a standard 10" cartridge',
        draw: () =>
          cartridge(300, 390, {
            width: 200,
            height: 560,
            body: '#111827',
            cap: '#2563eb',
            texture: 'block',
            label: '#1e40af',
            lines: ['CARBON', '20" Big Blue'],
          }) +
          cartridge(560, 540, {
            width: 110,
            height: 270,
            body: '#1f2937',
            cap: '#f1f5f9',
            texture: 'block',
            label: '#0f766e',
            lines: ['10"', 'standard'],
          }),
      },
    ],
  },
  'uv-lamp': {
    tint: '#ddd6fe',
    draw: () => uvLamp(CX, CY, { length: 640, dia: 84 }),
    horizontal: true,
  },
  'uv-quartz-sleeve': {
    tint: '#e0f2fe',
    draw: () => quartzSleeve(CX, CY),
    horizontal: true,
  },
  'softener-resin': {
    tint: '#fde68a',
    draw: () => resinBag(CX, CY),
  },
  'commercial-membrane-2521': {
    tint: '#cbd5e1',
    draw: () =>
      membrane(CX, CY, {
        wrap: '#0c4a6e',
        model: 'CS-2521',
        rating: '600 GPD',
        length: 620,
        dia: 150,
      }),
    horizontal: true,
  },
  'high-flow-pleated': {
    tint: '#bae6fd',
    draw: twentyInch({
      body: '#f1f5f9',
      cap: '#0c4a6e',
      texture: 'pleated',
      label: '#0c4a6e',
      lines: ['1 MICRON', 'High-flow pleated'],
    }),
  },
  'commercial-uv-lamp': {
    tint: '#c4b5fd',
    draw: () => uvLamp(CX, CY, { length: 680, dia: 100, amalgam: true }),
    horizontal: true,
  },
  'scale-inhibitor': {
    tint: '#fecdd3',
    draw: tenInch({
      body: '#f1f5f9',
      cap: '#e2e8f0',
      texture: 'crystals',
      label: '#be123c',
      lines: ['SCALE', 'Polyphosphate'],
    }),
  },
};
