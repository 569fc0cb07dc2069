/**
 * Issue 39, item 3: one box per household, measured like a business would. A pure simulation
 * (no server) of 500 households over 2 years with the contract's schedule and box rules: each
 * household tracks 1-4 parts of one of the catalogue's residential systems, each part with its
 * catalogue lifespan (the quick or the slow one, by the household's water), started at a random
 * age (seeded PRNG, so every run prints the same figures). It compares today's one box per part
 * (the shop's $9.95 below $99) with the box rule of decision 067 (parts due within 21 days of a
 * charge day ride in its box; free from $35 after the discount, $4.95 below).
 *
 *   npx tsx bench/household-sim.ts
 */
import {
  addMonths,
  addShopDays,
  boxShippingCents,
  boxWindowEnd,
  DEFAULT_BOX_FREE_SHIPPING_FROM_CENTS,
  DEFAULT_BOX_SHIPPING_CENTS,
  DEFAULT_BOX_WINDOW_DAYS,
  DEFAULT_PRICING_RULES,
  DEFAULT_SUBSCRIBER_DISCOUNT_PERCENT,
  fittedOn,
  shippingCents,
} from '@shop/contract';
import {
  residentialParts,
  residentialSystems,
} from '../apps/server/src/db/seed/catalogue/residential.ts';

const HOUSEHOLDS = 500;
const DAYS = 730;
const LEAD_DAYS = 7;
const START = '2027-01-01';
const END = addShopDays(START, DAYS);

/** mulberry32: a small seeded PRNG, so the figures are the same on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Part {
  priceCents: number;
  months: number;
  dueOn: string;
}

const plusMonths = (day: string, months: number) =>
  addMonths(new Date(`${day}T00:00:00Z`), months)
    .toISOString()
    .slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function households(seed: number): Part[][] {
  const random = prng(seed);
  const bySku = new Map(residentialParts.map((part) => [part.sku, part]));
  const systems = residentialSystems.filter((system) => system.partSkus.length > 0);
  return Array.from({ length: HOUSEHOLDS }, () => {
    const system = systems[Math.floor(random() * systems.length)];
    const skus = [...(system?.partSkus ?? [])].sort(() => random() - 0.5);
    const tracked = 1 + Math.floor(random() * Math.min(4, skus.length));
    const hard = random() < 0.5;
    return skus.slice(0, tracked).flatMap((sku) => {
      const part = bySku.get(sku);
      if (!part) return [];
      const months = (hard ? part.quickReplaceMonths : part.slowReplaceMonths) ?? 6;
      // A random age: due anywhere within one lifespan from the start.
      const lifespanDays = daysBetween(START, plusMonths(START, months));
      const dueOn = addShopDays(START, 1 + Math.floor(random() * lifespanDays));
      return [{ priceCents: Math.round(part.price * 100), months, dueOn }];
    });
  });
}

interface Figures {
  boxes: number;
  parts: number;
  shippingCents: number;
  goodsCents: number;
  earlyDays: number;
  maxEarly: number;
  lateDays: number;
}

const afterDiscount = (goods: number) =>
  goods - Math.round((goods * DEFAULT_SUBSCRIBER_DISCOUNT_PERCENT) / 100);

/** Ships `box` on `day`: counts it and moves each part one lifespan past its fitted day. */
function ship(box: Part[], day: string, figures: Figures, shipping: (goods: number) => number) {
  const goods = afterDiscount(box.reduce((sum, part) => sum + part.priceCents, 0));
  figures.boxes += 1;
  figures.parts += box.length;
  figures.goodsCents += goods;
  figures.shippingCents += shipping(goods);
  for (const part of box) {
    const early = Math.max(0, daysBetween(day, part.dueOn));
    figures.earlyDays += early;
    figures.maxEarly = Math.max(figures.maxEarly, early);
    figures.lateDays += Math.max(0, daysBetween(part.dueOn, day));
    part.dueOn = plusMonths(fittedOn(part.dueOn, day), part.months);
  }
}

function simulate(rule: 'per-part' | 'box'): Figures {
  const figures: Figures = {
    boxes: 0,
    parts: 0,
    shippingCents: 0,
    goodsCents: 0,
    earlyDays: 0,
    maxEarly: 0,
    lateDays: 0,
  };
  const boxRule = {
    freeShippingFromCents: DEFAULT_BOX_FREE_SHIPPING_FROM_CENTS,
    boxShippingCents: DEFAULT_BOX_SHIPPING_CENTS,
  };
  for (const parts of households(20_270_101)) {
    for (let day = START; day < END; day = addShopDays(day, 1)) {
      const due = parts.filter((part) => addShopDays(part.dueOn, -LEAD_DAYS) <= day);
      if (due.length === 0) continue;
      if (rule === 'per-part') {
        for (const part of due) {
          ship([part], day, figures, (goods) => shippingCents(goods, DEFAULT_PRICING_RULES));
        }
      } else {
        const end = boxWindowEnd(day, DEFAULT_BOX_WINDOW_DAYS);
        const box = parts.filter((part) => part.dueOn <= end);
        ship(box, day, figures, (goods) => boxShippingCents(goods, boxRule));
      }
    }
  }
  return figures;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const years = DAYS / 365;
const rows = (['per-part', 'box'] as const).map((rule) => {
  const f = simulate(rule);
  return [
    rule === 'per-part' ? "today's one box per part" : 'one box per household (067)',
    (f.boxes / HOUSEHOLDS / years).toFixed(2),
    String(f.boxes),
    String(f.parts),
    dollars(f.shippingCents),
    dollars(f.shippingCents / HOUSEHOLDS / years),
    `${((100 * f.shippingCents) / f.goodsCents).toFixed(1)}%`,
    (f.earlyDays / f.parts).toFixed(1),
    String(f.maxEarly),
    String(f.lateDays),
  ];
});
console.log(
  `${HOUSEHOLDS} households x 2 years (${START} to ${END}), 1-4 parts each, lead ${LEAD_DAYS} days`,
);
console.log(
  '| rule | boxes per household per year | charges | parts shipped | shipping paid | shipping per household per year | shipping / goods | days early per part | most days early | days late |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
