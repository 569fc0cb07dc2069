import type { SeedProduct } from '../seed-product.ts';
import { item } from './products.ts';

export const testKits: SeedProduct[] = [
  item({
    sku: 'KIT-TDS-3',
    name: 'Digital TDS Meter',
    slug: 'tds-meter',
    price: 19.99,
    stock: 210,
    category: 'test kit',
    description:
      'Pocket meter that reads total dissolved solids from 0 to 9,990 ppm in seconds, with automatic temperature compensation. Use it to compare tap and filtered water and to know when your RO membrane needs replacing. Comes factory calibrated with a carrying case.',
    tags: ['tds', 'meter', 'digital', 'reverse osmosis'],
    extraViews: 1,
    featured: true,
  }),
  item({
    sku: 'KIT-STRIP-16',
    name: '16-in-1 Drinking Water Test Strips (100 ct)',
    slug: 'test-strips-16',
    price: 24.99,
    stock: 180,
    category: 'test kit',
    description:
      'One dip checks 16 parameters, including lead, iron, copper, nitrate, nitrite, chlorine, hardness and pH. Results appear in 60 seconds against a printed colour chart. A quick way to spot problems before sending a sample to a lab.',
    tags: ['test strips', 'lead', 'hardness', 'ph'],
    extraViews: 1,
  }),
  item({
    sku: 'KIT-LAB-WELL',
    name: 'Certified Lab Well-Water Test',
    slug: 'lab-well-test',
    price: 219.0,
    stock: 45,
    category: 'test kit',
    description:
      'A mail-in kit analysed by an accredited laboratory for more than 50 contaminants, including coliform bacteria, E. coli, arsenic, nitrates, uranium and metals. Prepaid return shipping and sample bottles are included. Your report arrives in about 7 business days with plain-language treatment advice from our team.',
    tags: ['lab test', 'well water', 'bacteria', 'metals'],
    extraViews: 2,
    featured: true,
    important: 3,
  }),
  item({
    sku: 'KIT-LEAD-2',
    name: 'Lead-in-Water Test Kit (2 tests)',
    slug: 'lead-test',
    price: 14.99,
    stock: 120,
    category: 'test kit',
    description:
      'Detects lead in drinking water down to 15 parts per billion, the EPA action level, in about ten minutes. Ideal for older homes with brass fixtures or lead solder. Two complete tests so you can check before and after flushing your pipes.',
    tags: ['lead', 'test kit', 'drinking water'],
  }),
  item({
    sku: 'KIT-HARD-50',
    name: 'Water Hardness Test Strips (50 ct)',
    slug: 'hardness-strips',
    price: 12.0,
    stock: 240,
    category: 'test kit',
    description:
      'Measures total hardness from 0 to 425 ppm (0 to 25 grains per gallon) in 15 seconds. Use it to size a water softener or to check that yours is regenerating properly. Fifty strips in a moisture-proof tube.',
    tags: ['hardness', 'test strips', 'softener'],
  }),
  item({
    sku: 'KIT-BACT-2',
    name: 'Coliform Bacteria Test (2-pack)',
    slug: 'bacteria-test',
    price: 29.99,
    stock: 7,
    category: 'test kit',
    description:
      'Presence/absence test for total coliform bacteria, the indicator health departments use for unsafe water. Fill the sterile vial, wait 48 hours at room temperature and read the colour: purple is safe, yellow means bacteria. Recommended yearly for private wells and after any flooding.',
    tags: ['bacteria', 'coliform', 'well water', 'test kit'],
  }),
  item({
    sku: 'KIT-LAB-CITY',
    name: 'City Water Lab Test',
    slug: 'lab-city-test',
    price: 129.0,
    stock: 52,
    category: 'test kit',
    description:
      'Mail-in laboratory analysis tuned for municipal water: chlorine and chloramine, disinfection by-products, lead, copper, hardness, TDS and PFAS screening. We use the results to recommend the right filter for your home. Prepaid shipping included.',
    tags: ['lab test', 'city water', 'pfas', 'lead'],
  }),
];

export const accessories: SeedProduct[] = [
  item({
    sku: 'ACC-FCT-BN',
    name: 'Brushed-Nickel Drinking Water Faucet',
    slug: 'ro-faucet',
    price: 39.99,
    stock: 85,
    category: 'residential',
    description:
      'Lead-free, long-reach faucet for reverse osmosis and under-sink filters with a quarter-turn ceramic valve. Fits a standard 7/16" sink hole and connects with 1/4" tubing. A matching upgrade for any ClearSpring system.',
    tags: ['faucet', 'accessory', 'under-sink'],
  }),
  item({
    sku: 'ACC-WRENCH-10',
    name: 'Housing Wrench for 10" Housings',
    slug: 'housing-wrench',
    price: 9.99,
    stock: 300,
    category: 'residential',
    description:
      'Sturdy ABS wrench that grips standard 10" filter housings for easy opening at cartridge changes. Never over-tighten: hand-tight plus a quarter turn is enough.',
    tags: ['accessory', 'tool', 'housing'],
  }),
  item({
    sku: 'ACC-LEAK-STOP',
    name: 'Leak Detector with Auto Shut-Off',
    slug: 'leak-stop',
    price: 34.99,
    stock: 0,
    category: 'residential',
    description:
      'Battery-powered sensor that closes a valve on your RO or under-sink filter feed line the moment it senses water on the cabinet floor. Resettable, with a loud alarm. Cheap insurance for wooden cabinets and floors.',
    tags: ['accessory', 'leak', 'safety', 'under-sink'],
  }),
  item({
    sku: 'ACC-COM-GAUGE',
    name: 'Commercial Pressure Gauge Kit',
    slug: 'pressure-gauge-kit',
    price: 49.0,
    stock: 24,
    category: 'commercial',
    description:
      'Two glycerine-filled 0-160 psi gauges with 1/4" NPT adapters for before-and-after readings on commercial housings. A rising pressure drop tells you when a cartridge is loaded, before flow suffers.',
    tags: ['accessory', 'gauge', 'commercial'],
  }),
];
