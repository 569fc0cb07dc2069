import { duePlansOf, type ScaleSizes } from './scale-sizes.ts';
import { count, PART_DUE, pick, type ScaleStep, STATES, TAX_BASIS_POINTS } from './scale-sql.ts';

/** AUTO_REPLACE_LEAD_DAYS at most: plans not due now are on parts due after every lead time. */
const MAX_LEAD_DAYS = 60;
/** Plans in dunning on the due day: 3% of them. */
const failingPlansOf = (sizes: ScaleSizes) => Math.round(sizes.plans * 0.03);
/** "Nov 26, 2026", as formatShopDate() writes a day in a plan's timeline. */
const shopDate = (day: string) => `to_char(${day}, 'Mon FMDD, YYYY')`;

/**
 * Issue 28's 20,000 auto-replace plans and their customers' saved cards, on the tracked parts
 * of the earlier steps: a quarter of the plans are charged on the due day, so a renewal run as
 * of that day charges and orders exactly them (bench/scale.ts times it).
 */
export const PLAN_STEPS: ScaleStep[] = [
  {
    name: 'cards',
    tables: ['payment_methods'],
    made: (s) => `a default test card for each customer of the ${count(s.plans, 'plans')}' parts`,
    statements: (s) => [
      // The plans' parts, each of its customer's own system and sold in the shop: for the due
      // plans (and those in dunning) parts due on the due day, whose first cycle is charged that
      // day whatever the lead time; for the others parts due after every lead time and notice.
      `create temporary table scale_plan_parts as
         select *, row_number() over (partition by due order by random())::int as n
         from (
           (select tp.id as part_id, sys.user_id, tp.part_product_id as product_id,
              '${s.dueDay}'::date as part_due, true as due
            from tracked_parts tp
            join tracked_products sys on sys.id = tp.tracked_product_id
            join products p on p.id = tp.part_product_id and p.deleted_at is null
            where ${PART_DUE} = '${s.dueDay}'::date
            order by random() limit ${duePlansOf(s) + failingPlansOf(s)})
           union all
           (select tp.id, sys.user_id, tp.part_product_id, ${PART_DUE}, false
            from tracked_parts tp
            join tracked_products sys on sys.id = tp.tracked_product_id
            join products p on p.id = tp.part_product_id and p.deleted_at is null
            where ${PART_DUE} > '${s.dueDay}'::date + ${MAX_LEAD_DAYS + 1}
            order by random() limit ${s.plans - duePlansOf(s) - failingPlansOf(s)})
         ) as chosen`,
      `do $$ begin
         if (select count(*) from scale_plan_parts where due) < ${duePlansOf(s) + failingPlansOf(s)} then
           raise exception 'only % sold tracked parts are due on ${s.dueDay}, % wanted: pass the --due-day the shop was filled for',
             (select count(*) from scale_plan_parts where due), ${duePlansOf(s) + failingPlansOf(s)};
         end if;
       end $$`,
      // As the test processor saves them (test-card-processor.ts saveCard): its own token, the
      // brand and last four digits, an expiry past the due day's notices; all pay.
      `insert into payment_methods (user_id, provider, processor_ref, brand, last4, exp_month,
         exp_year, is_default, test_card_kind, created_at)
       select user_id, 'test', 'test_pm_' || gen_random_uuid(),
         (array['visa','visa','visa','mastercard','mastercard','amex','discover'])[1 + ${pick(7)}],
         lpad(${pick(10_000)}::text, 4, '0'), 1 + ${pick(12)},
         ${Number(s.dueDay.slice(0, 4)) + 1} + ${pick(4)}, true, 'succeeds',
         now() - interval '400 days' - random() * interval '300 days'
       from (select distinct user_id from scale_plan_parts) as holders`,
    ],
  },
  {
    name: 'plans',
    tables: ['subscriptions', 'subscription_cycles', 'subscription_events'],
    needs: ['cards'],
    made: (s) =>
      `${count(s.plans, 'auto-replace plans')} (${count(duePlansOf(s), 'charged')} on ${s.dueDay}, ${count(failingPlansOf(s), 'in dunning')}, the rest ~75% active, paused, cancelled)`,
    statements: (s, { leadDays }) => {
      const due = `'${s.dueDay}'::date`;
      const lead = `coalesce((select lead_days from subscription_settings where id = 1), ${leadDays})`;
      const percent = `coalesce((select discount_percent from subscription_settings where id = 1), 10)`;
      return [
        `alter table scale_plan_parts add column status text, add column created_at timestamptz`,
        `update scale_plan_parts set
           status = case
             when due and n <= ${duePlansOf(s)} then 'active'
             when due then 'payment_failed'
             when n % 20 < 15 then 'active'
             when n % 20 < 17 then 'paused'
             else 'cancelled' end,
           created_at = now() - interval '20 days' - random() * interval '360 days'`,
        // As POST /subscriptions writes them (plans.service.ts create): the customer's address and
        // default card, the part's product, the schedule nextPlanCycle() gives (lastDueOn null).
        `insert into subscriptions (user_id, tracked_part_id, product_id, quantity, status,
           payment_method_id, shipping_street, shipping_city, shipping_state, shipping_zip,
           next_due_on, next_charge_on, paused_until, cancel_reason, cancelled_at, created_at,
           updated_at)
         select c.user_id, c.part_id, c.product_id, 1 + (random() < 0.15)::int, c.status, card.id,
           u.street, u.city, u.state, u.zip, c.part_due,
           case
             when c.due and c.status = 'active' then ${due}
             when c.due then ${due} - greatest(${lead}, 2)
             else c.part_due - ${lead} end,
           case when c.status = 'paused' and c.n % 2 = 0 then ${due} + 30 + c.n % 60 end,
           case when c.status = 'cancelled' then (array['Too expensive','Moving house',
             'Buying elsewhere','No longer needed', null])[1 + c.n % 5] end,
           case when c.status = 'cancelled' then c.created_at + random() * (now() - c.created_at) end,
           c.created_at, c.created_at
         from scale_plan_parts c
         join users u on u.id = c.user_id
         join payment_methods card on card.user_id = c.user_id and card.is_default
           and card.removed_at is null`,
        // Dunning: the first try and its first retry failed; the next retry is the day after.
        `insert into subscription_cycles (subscription_id, due_on, charge_on, state, reason,
           attempts, amount_cents, held_since, next_retry_at, last_error, created_at, updated_at)
         select id, next_due_on, next_charge_on, 'retrying', 'insufficient_funds', 2,
           goods - off + case when goods - off >= 9900 then 0 else 995 end
             + round((goods - off) * coalesce((${TAX_BASIS_POINTS})[array_position(${STATES}, shipping_state)], 0) / 10000.0)::int,
           next_charge_on + interval '15 hours', (${due} + 1)::timestamp at time zone 'UTC',
           'Your card has insufficient funds.', least(next_charge_on + interval '15 hours', now()), now()
         from (select s.*, p.price_cents * s.quantity as goods,
                 round(p.price_cents * s.quantity * ${percent} / 100.0)::int as off
               from subscriptions s join products p on p.id = s.product_id
               where s.status = 'payment_failed') as failing`,
        `insert into subscription_events (subscription_id, at, kind, detail, actor_kind)
         select s.id, s.created_at, 'created', 'Auto-replace turned on: ' || s.quantity || ' x '
           || p.name || ', first shipment on ' || ${shopDate('s.next_charge_on')} || '.', 'customer'
         from subscriptions s join products p on p.id = s.product_id`,
        `insert into subscription_events (subscription_id, at, kind, detail, actor_kind)
         select id, coalesce(cancelled_at, created_at + interval '10 days'), status,
           case status
             when 'cancelled' then 'Plan cancelled' || coalesce(' (' || cancel_reason || ')', '') || '.'
             when 'paused' then coalesce('Plan paused until ' || ${shopDate('paused_until')}, 'Plan paused until you resume it') || '.'
           end, 'customer'
         from subscriptions where status in ('cancelled', 'paused')`,
        `insert into subscription_events (subscription_id, at, kind, detail, actor_kind)
         select subscription_id, held_since + interval '1 day', 'payment_failed',
           'Payment try 2 of 5 failed: ' || rtrim(last_error, '.') || '. Next try on ' || ${shopDate(`${due} + 1`)} || '.',
           'system'
         from subscription_cycles where state = 'retrying'`,
        // Stock for every plan charged on the due day, so the run orders them all.
        `update products p set stock = need.units + p.low_stock_threshold + 20
         from (select product_id, sum(quantity)::int as units from subscriptions
               where status = 'active' and next_charge_on = ${due} group by product_id) as need
         where p.id = need.product_id and p.stock < need.units + p.low_stock_threshold + 20`,
        'drop table scale_plan_parts',
      ];
    },
  },
];
