import { PLAN_STEPS } from './scale-plan-steps.ts';
import { count, pick, type ScaleStep, STATES, TAX_BASIS_POINTS } from './scale-sql.ts';

export type { ScaleContext, ScaleStep } from './scale-sql.ts';

/**
 * The set-based SQL of `npm run seed:scale`, one statement list per step (the plans' steps in
 * scale-plan-steps.ts). Rows the steps refer to across tables get ids derived from their number
 * (`md5('scale-customer-7')::uuid`), so no step reads back what an earlier one wrote. Everything
 * else is random: the shop is realistic in its mix, not reproducible row by row.
 */

/** A version-4-shaped UUID derived from a name (clients check the version and variant). */
const derivedId = (prefix: string, n: string) =>
  `overlay(overlay(md5('${prefix}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
const customerId = (n: string) => derivedId('scale-customer-', n);
const systemId = (n: string) => derivedId('scale-system-', n);
const orderId = (n: string) => derivedId('scale-order-', n);

const FIRST_NAMES = `array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Maria','Wei','Aisha','Dmitri','Priya','Kenji','Fatima','Liam','Olivia','Noah','Emma']`;
const LAST_NAMES = `array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Nguyen','O''Brien','Kowalski']`;
const CITIES = `array['Austin','Los Angeles','Miami','Buffalo','Portland','Chicago','Seattle','Phoenix']`;

/** Customer n's name, sign-in and contact, the same wherever a step needs them. */
const firstName = (n: string) => `(${FIRST_NAMES})[1 + (${n}::bigint * 7919) % 30]`;
const lastName = (n: string) => `(${LAST_NAMES})[1 + (${n}::bigint * 104729 / 30) % 30]`;
const emailOf = (n: string) =>
  `lower(replace(${firstName(n)} || '.' || ${lastName(n)}, '''', '')) || ${n} || '@example.com'`;
/** 40% sign in by phone, stored in both of the forms sign-up keeps (0… and +1…). */
const phoneOf = (n: string) =>
  `case when ${n} % 2 = 0 then '0' else '+1' end || (2000000000 + ${n})::text`;
const byEmail = (n: string) => `${n} % 5 < 3`;

const ROLLUP_TRIGGERS = [
  'orders_sales_rollup_insert',
  'orders_sales_rollup_update',
  'orders_sales_rollup_delete',
];

export const SCALE_STEPS: ScaleStep[] = [
  {
    name: 'products',
    tables: ['products'],
    made: (s) => count(s.products, 'products in all'),
    statements: (s) => [
      `insert into products (sku, name, price_cents, stock, category, type, filter_type,
         quick_replace_months, slow_replace_months, description, low_stock_threshold)
       select 'SCALE-' || lpad(n::text, 5, '0'),
         (array['AquaPure','ClearFlow','PureStream','HydroGuard','SoftFlow','Crystal'])[1 + n % 6]
           || ' ' || (array['Carbon Block','Sediment','Reverse Osmosis','Softener','UV','KDF'])[1 + (n / 6) % 6]
           || ' ' || (array['Filter','Cartridge','Membrane','System','Kit'])[1 + (n / 36) % 5]
           || ' ' || n,
         999 + ${pick(20_000)}, 200 + ${pick(5_000)},
         (array['residential','residential','commercial','test kit'])[1 + n % 4],
         (array['part','part','part','filter','none'])[1 + n % 5],
         case when n % 5 = 3 then (array['undersink','wholehouse'])[1 + n % 2] else 'none' end,
         case when n % 5 < 3 then 3 + n % 4 end, case when n % 5 < 3 then 9 + n % 4 end,
         'Made for the scale benchmark.', 5
       from generate_series(1, greatest(0, ${s.products} - (select count(*) from products))) as n`,
      // Row numbers so orders and parts can pick a product by a random index.
      `create temporary table scale_products as
         select (row_number() over (order by id))::int as idx, id, name, price_cents, type, image_url
         from products where deleted_at is null`,
      `create temporary table scale_parts as
         select (row_number() over (order by id))::int as idx, id, name from products
         where type = 'part' and deleted_at is null`,
    ],
  },
  {
    name: 'customers',
    tables: ['users'],
    made: (s) => count(s.customers, 'customers (60% e-mail, 40% phone)'),
    statements: (s, { passwordHash }) => [
      `insert into users (id, name, email, phone_number, password_hash, is_email_verified,
         is_phone_verified, street, city, state, zip, created_at)
       select ${customerId('n')}, ${firstName('n')} || ' ' || ${lastName('n')},
         case when ${byEmail('n')} then ${emailOf('n')} end,
         case when not ${byEmail('n')} then ${phoneOf('n')} end,
         '${passwordHash}', ${byEmail('n')}, not ${byEmail('n')},
         (100 + n % 9000) || ' ' || (array['Oak','Maple','Cedar','Elm','Pine'])[1 + n % 5] || ' St',
         (${CITIES})[1 + n % 8], (${STATES})[1 + n % 8], lpad((10000 + n % 89999)::text, 5, '0'),
         now() - random() * interval '1095 days'
       from generate_series(1, ${s.customers}) as n`,
    ],
  },
  {
    name: 'orders',
    tables: ['orders', 'order_items', 'order_refunds', 'order_events'],
    needs: ['products'],
    made: (s) =>
      `${count(s.orders, 'orders')} over 3 years (customer 1 has ${Math.min(1000, s.orders)}), ~2.5 lines each, 10% with a code, 5% refunded`,
    statements: (s) => [
      // The sales rollup is rebuilt once below rather than row by row (decision 054).
      ...ROLLUP_TRIGGERS.map((name) => `alter table orders disable trigger ${name}`),
      `create temporary table scale_lines as
         select n, line, 1 + ${pick('(select max(idx) from scale_products)')} as product_idx,
           1 + (random() < 0.2)::int as quantity
         from generate_series(1, ${s.orders}) as n,
           lateral generate_series(1, 1 + floor(random() * 4 + 0 * n)::int) as line`,
      `create temporary table scale_orders as
         select n, sum(p.price_cents * l.quantity)::int as subtotal,
           now() - random() * interval '1095 days' as created_at,
           case when n <= 1000 then 1 else 2 + ${pick(Math.max(1, s.customers - 1))} end as customer,
           random() < 0.1 as discounted, ${pick(8)} as place, random() as fate
         from scale_lines l join scale_products p on p.idx = l.product_idx group by n`,
      `insert into orders (id, user_id, status, subtotal_cents, discount_cents, discount_code,
         shipping_cents, tax_cents, total_cents, shipping_street, shipping_city, shipping_state,
         shipping_zip, payment_method, payment_intent_id, shipped_at, delivered_at, cancelled_at,
         created_at, updated_at)
       select ${orderId('n')}, ${customerId('customer')}, status, subtotal, discount, code,
         shipping, tax, subtotal - discount + shipping + tax,
         (100 + n % 9000) || ' Main St', (${CITIES})[1 + place], (${STATES})[1 + place],
         lpad((10000 + n % 89999)::text, 5, '0'), 'card', 'pi_scale_' || n,
         case when status in ('Shipped', 'Delivered') then created_at + interval '1 day' end,
         case when status = 'Delivered' then created_at + interval '4 days' end,
         case when status = 'Cancelled' then created_at + interval '2 hours' end,
         created_at, created_at
       from (
         select *, case when subtotal - discount >= 9900 then 0 else 995 end as shipping,
           round((subtotal - discount) * (${TAX_BASIS_POINTS})[1 + place] / 10000.0)::int as tax
         from (
           select *,
             case when discounted then subtotal / 10 else 0 end as discount,
             case when discounted then 'WELCOME10' end as code,
             case
               when fate < 0.03 then 'Cancelled'
               when created_at > now() - interval '2 days' then 'Pending'
               when created_at > now() - interval '7 days' then 'Shipped'
               else 'Delivered'
             end as status
           from scale_orders
         ) as priced
       ) as taxed
       order by created_at`,
      `insert into order_items (order_id, product_id, name, image_url, price_cents, quantity, type)
       select ${orderId('l.n')}, p.id, p.name, p.image_url, p.price_cents, l.quantity, p.type
       from scale_lines l join scale_products p on p.idx = l.product_idx`,
      // Cancelled orders were refunded in full; another 2% of the rest partly.
      `insert into order_refunds (order_id, amount_cents, reason, provider_refund_id, created_at)
       select id, case when status = 'Cancelled' then total_cents else greatest(1, total_cents / 3) end,
         case when status = 'Cancelled' then 'Order cancelled' else 'Damaged in transit' end,
         're_scale_' || order_number, created_at + interval '3 days'
       from orders
       where payment_intent_id like 'pi_scale_%' and total_cents > 0
         and (status = 'Cancelled' or (status = 'Delivered' and order_number % 50 = 0))`,
      `insert into order_events (order_id, type, carrier, tracking_number, created_at)
       select id, 'shipped', 'UPS', '1Z' || order_number, shipped_at
       from orders where payment_intent_id like 'pi_scale_%' and shipped_at is not null`,
      'drop table scale_lines',
      'drop table scale_orders',
      'select shop_sales_rollup_rebuild()',
      ...ROLLUP_TRIGGERS.map((name) => `alter table orders enable trigger ${name}`),
    ],
  },
  {
    name: 'tracked parts',
    tables: ['tracked_products', 'tracked_parts'],
    needs: ['products'],
    made: (s) =>
      `${count(s.systems, 'tracked systems')} (customer 1 has ${Math.min(50, s.systems)}) with ${count(s.parts, 'tracked parts')} (3% due on ${s.dueDay}, the rest over two years)`,
    statements: (s) => [
      `insert into tracked_products (id, user_id, custom_name, installation_date,
         system_product_name_snapshot, contact_method, contact_email, contact_sms, created_at)
       select ${systemId('n')}, ${customerId('c')},
         (array['Kitchen','Garage','Basement','Cabin','Office'])[1 + n % 5] || ' system',
         now() - interval '400 days', 'Scale system ' || n,
         case when ${byEmail('c')} then 'email' else 'sms' end,
         case when ${byEmail('c')} then ${emailOf('c')} end,
         case when not ${byEmail('c')} then ${phoneOf('c')} end,
         now() - interval '400 days'
       from (select n, case when n <= 50 then 1 else 1 + ${pick(s.customers)} end as c
             from generate_series(1, ${s.systems}) as n) as systems`,
      `insert into tracked_parts (tracked_product_id, part_product_id, part_product_name_snapshot,
         initial_lifespan_months, installed_at)
       select ${systemId(`(1 + (n - 1) % ${s.systems})`)}, p.id, p.name, months,
         ((due - make_interval(months => months))::timestamp at time zone 'UTC')
       from (
         select n, 6 + 6 * (n % 2) as months, 1 + ${pick('(select max(idx) from scale_parts)')} as part_idx,
           case when random() < 0.03 then '${s.dueDay}'::date
             else '${s.dueDay}'::date + ${pick(730)} end as due
         from generate_series(1, ${s.parts}) as n
       ) as planned join scale_parts p on p.idx = planned.part_idx`,
    ],
  },
  {
    name: 'messages',
    tables: ['outbox'],
    made: (s) => count(s.messages, 'outbox messages over 3 years'),
    statements: (s) => [
      `insert into outbox (channel, "to", subject, text, status, attempts, sent_at, created_at)
       select case when ${byEmail('c')} then 'email' else 'sms' end,
         case when ${byEmail('c')} then ${emailOf('c')} else ${phoneOf('c')} end,
         case when ${byEmail('c')} then (array['Your order is confirmed','Your order has shipped',
           'Time to replace your filter','Your verification code'])[1 + n % 4] end,
         (array['Thanks for your order.','Your order is on its way.',
           'Your filter is due soon: reorder in one tap.','Your code expires in 10 minutes.'])[1 + n % 4],
         case when n % 100 = 0 then 'failed' else 'sent' end, 1,
         case when n % 100 <> 0 then created_at end, created_at
       from (select n, 1 + ${pick(Math.max(1, s.customers))} as c,
               now() - random() * interval '1095 days' as created_at
             from generate_series(1, ${s.messages}) as n) as messages`,
    ],
  },
  ...PLAN_STEPS,
  {
    name: 'statistics',
    tables: [],
    made: () => 'tables analyzed',
    statements: () => [
      'drop table if exists scale_products',
      'drop table if exists scale_parts',
      'analyze',
    ],
  },
];
