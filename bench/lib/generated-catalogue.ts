import type { Database } from '../../apps/server/src/db/database.ts';
import { products } from '../../apps/server/src/db/schema/index.ts';

/** Word pools for a large, realistic-looking catalogue (deterministic: same rows every run). */
const BRANDS = [
  'PureFlow',
  'ClearTap',
  'HomeGuard',
  'AquaNova',
  'BlueRiver',
  'CrystalPeak',
  'HydroLine',
  'SpringWell',
  'Watermark',
  'RainCrest',
  'NorthCreek',
  'SilverStream',
  'EcoPure',
  'DeepWell',
  'Glacier',
  'Riverstone',
  'TrueSource',
  'AquaShield',
  'Lakeside',
  'Summit',
  'Cascade',
  'BlueLagoon',
  'FreshLine',
  'Harbor',
  'Meadow',
  'Polar',
  'Prairie',
  'Redwood',
  'Sierra',
  'Tidal',
];
const KINDS: [string, 'part' | 'filter' | 'none', string[]][] = [
  ['Reverse Osmosis System', 'filter', ['ro', 'drinking water', 'under sink']],
  ['Reverse Osmosis Membrane', 'part', ['ro', 'membrane']],
  ['Sediment Cartridge', 'part', ['sediment', 'pre-filter']],
  ['Pleated Sediment Cartridge', 'part', ['sediment', 'washable']],
  ['Carbon Block Cartridge', 'part', ['carbon', 'chlorine', 'taste']],
  ['Granular Activated Carbon Filter', 'part', ['carbon', 'gac']],
  ['Catalytic Carbon Cartridge', 'part', ['carbon', 'chloramine']],
  ['Whole-House Filter System', 'filter', ['whole house', 'point of entry']],
  ['Under-Sink Filter', 'filter', ['under sink', 'drinking water']],
  ['UV Disinfection System', 'filter', ['uv', 'bacteria', 'well water']],
  ['UV Replacement Lamp', 'part', ['uv', 'lamp']],
  ['Quartz Sleeve', 'part', ['uv', 'sleeve']],
  ['Water Softener', 'none', ['softener', 'hard water', 'scale']],
  ['Softener Resin', 'part', ['softener', 'resin']],
  ['Iron and Manganese Filter', 'filter', ['iron', 'well water']],
  ['KDF Shower Filter', 'none', ['shower', 'kdf', 'chlorine']],
  ['Refrigerator Filter', 'part', ['fridge', 'ice']],
  ['Alkaline Remineralisation Cartridge', 'part', ['alkaline', 'minerals']],
  ['Scale Inhibitor Cartridge', 'part', ['scale', 'polyphosphate']],
  ['Drinking Water Faucet', 'none', ['faucet', 'ro']],
  ['Digital TDS Meter', 'none', ['tds', 'meter', 'test']],
  ['Water Test Strips', 'none', ['test kit', 'strips']],
  ['Lead Test Kit', 'none', ['test kit', 'lead']],
  ['Bacteria Test Kit', 'none', ['test kit', 'coliform']],
  ['Pressure Gauge Kit', 'none', ['pressure', 'gauge']],
  ['Filter Housing', 'part', ['housing']],
  ['Housing Wrench', 'none', ['housing', 'tool']],
  ['Leak Detector', 'none', ['leak', 'shut-off']],
];
const SIZES = [
  '10"',
  '20"',
  '4.5" x 10"',
  '5 micron',
  '1 micron',
  '20 micron',
  '50 GPD',
  '75 GPD',
  '100 GPD',
  '12 GPM',
  '24 GPM',
  '1 cu ft',
];
const CATEGORIES = ['residential', 'residential', 'commercial', 'test kit'] as const;

/** Product i of the generated catalogue; SKUs GEN-000001… never clash with the demo catalogue. */
export function generatedProduct(i: number) {
  const brand = BRANDS[i % BRANDS.length]!;
  const [kind, type, tags] = KINDS[Math.floor(i / BRANDS.length) % KINDS.length]!;
  const size = SIZES[(i * 7) % SIZES.length]!;
  const model = 100 + (i % 900);
  const name = `${brand} ${kind} ${size} (Model ${model})`;
  return {
    sku: `GEN-${String(i).padStart(6, '0')}`,
    name,
    priceCents: 499 + ((i * 7919) % 150_000),
    stock: i % 50,
    category: type === 'none' && kind.includes('Test') ? 'test kit' : CATEGORIES[i % 3]!,
    type,
    description: `The ${brand} ${kind.toLowerCase()} (${size}) for cleaner, better-tasting water. Model ${model} fits standard housings and comes with a one-year warranty.`,
    tags,
    imageUrl: '/images/products/placeholder.svg',
    isFeatured: i % 500 === 0,
  };
}

/** Inserts `count` generated products in multi-row batches, then refreshes planner statistics. */
export async function insertGeneratedCatalogue(db: Database, count: number, batch = 1000) {
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) rows.push(generatedProduct(i));
    await db.insert(products).values(rows);
  }
}
