import type { SeedProduct } from '../seed-product.ts';
import { part, system } from './products.ts';

export const commercialSystems: SeedProduct[] = [
  system({
    sku: 'COM-RO-600',
    warrantyYears: 5,
    name: 'ClearSpring Pro 600 GPD Commercial RO',
    slug: 'pro-ro-600',
    price: 1850.0,
    stock: 7,
    category: 'commercial',
    filterType: 'wholehouse',
    partSkus: ['PRT-BB-SED', 'PRT-BB-CB', 'PRT-COM-ROM-2521'],
    description:
      'Frame-mounted reverse osmosis unit for cafes, restaurants, dental offices and labs, producing up to 600 gallons a day. It includes a booster pump, pressure gauges, flow meters and an automatic flush valve. Pair it with a storage tank for peak-hour demand.',
    tags: ['reverse osmosis', 'commercial', 'restaurant', 'lab water'],
    extraViews: 1,
    featured: true,
  }),
  system({
    sku: 'COM-RO-2400',
    warrantyYears: 5,
    name: 'ClearSpring Pro 2,400 GPD RO Plant',
    slug: 'pro-ro-2400',
    price: 4450.0,
    stock: 2,
    category: 'commercial',
    filterType: 'wholehouse',
    partSkus: ['PRT-COM-HF-20', 'PRT-BB-CB', 'PRT-COM-ROM-2521', 'PRT-COM-SCALE'],
    description:
      'A four-membrane skid for car washes, bottled-water shops, greenhouses and light manufacturing, producing up to 2,400 gallons a day. A controller with TDS monitor, low-pressure shut-off and tank-full switch runs it unattended. Delivered pre-plumbed and tested; our team can commission it on site in the Houston area.',
    tags: ['reverse osmosis', 'commercial', 'industrial', 'high capacity'],
    extraViews: 2,
  }),
  system({
    sku: 'COM-WB-UV24',
    warrantyYears: 5,
    name: 'Whole-Building Filtration + UV (24 GPM)',
    slug: 'whole-building-uv',
    price: 3200.0,
    stock: 5,
    category: 'commercial',
    filterType: 'wholehouse',
    partSkus: ['PRT-COM-HF-20', 'PRT-BB-CB', 'PRT-COM-UV-LMP', 'PRT-UV-SLV'],
    description:
      'Point-of-entry treatment for offices, clinics, daycares and small apartment buildings: 1-micron pleated pre-filtration, a carbon block stage and a 24 GPM UV chamber. It delivers clean, disinfected water to every floor. Includes 1.5" manifold, gauges and a bypass.',
    tags: ['whole-building', 'uv', 'commercial', 'disinfection'],
  }),
  system({
    sku: 'COM-ICE-3',
    warrantyYears: 3,
    name: 'Foodservice Ice & Beverage Filter System',
    slug: 'foodservice-ice',
    price: 429.0,
    stock: 19,
    category: 'commercial',
    filterType: 'undersink',
    partSkus: ['PRT-SED-5', 'PRT-CB-10', 'PRT-COM-SCALE'],
    description:
      'Triple-housing system for ice machines, soda fountains and espresso machines. It stops sediment, removes chlorine taste and inhibits scale, so equipment runs longer between descaling. Fits under a counter or on the wall behind the machine.',
    tags: ['ice machine', 'commercial', 'scale', 'foodservice'],
  }),
];

export const commercialParts: SeedProduct[] = [
  part({
    sku: 'PRT-COM-ROM-2521',
    warrantyYears: 1,
    name: 'Commercial RO Membrane 2.5" x 21"',
    slug: 'commercial-membrane-2521',
    price: 109.0,
    stock: 18,
    months: [24, 36],
    description:
      'Low-energy 2521 thin-film composite element producing up to 600 gallons a day with 99% salt rejection. Made for light-commercial RO units in restaurants, labs and clinics. Ships wet-preserved; flush to drain for 30 minutes after install.',
    tags: ['reverse osmosis', 'membrane', 'commercial', '2521'],
    category: 'commercial',
  }),
  part({
    sku: 'PRT-COM-HF-20',
    name: 'High-Flow Pleated Cartridge 20" (1 micron)',
    slug: 'high-flow-pleated',
    price: 69.0,
    stock: 40,
    months: [2, 4],
    description:
      'Absolute-rated 1-micron pleated cartridge with a large surface area for commercial pre-filtration at up to 20 gallons a minute. It protects membranes and UV chambers from fines that a spun cartridge lets through. Fits 4.5" x 20" housings.',
    tags: ['sediment', 'pleated', 'commercial', '20 inch'],
    category: 'commercial',
  }),
  part({
    sku: 'PRT-COM-UV-LMP',
    warrantyYears: 1,
    name: 'Commercial UV Lamp (24 GPM)',
    slug: 'commercial-uv-lamp',
    price: 115.0,
    stock: 3,
    months: [10, 12],
    description:
      'High-output amalgam lamp for 24 GPM whole-building UV chambers. It holds its germicidal output across a wider temperature range than standard lamps. Replace yearly, and keep a spare on site for health-code inspections.',
    tags: ['uv', 'lamp', 'commercial', 'disinfection'],
    category: 'commercial',
  }),
  part({
    sku: 'PRT-COM-SCALE',
    name: 'Scale Inhibitor Cartridge',
    slug: 'scale-inhibitor',
    price: 29.99,
    stock: 55,
    months: [6, 12],
    description:
      'Slow-dissolving polyphosphate cartridge that keeps hardness minerals in suspension so they do not scale ice machines, espresso boilers and RO membranes. NSF-listed food-grade media. Fits 2.5" x 10" housings.',
    tags: ['scale', 'ice machine', 'commercial', 'cartridge'],
    category: 'commercial',
  }),
];
