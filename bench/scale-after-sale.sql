-- Fills the after-sale tables of a scale seed (issue 40's EXPLAIN check), which `seed:scale`
-- leaves empty: about 2% of the orders returned (a line each, a few with two), reviews of 5%
-- of the orders' first line (one per product and customer), 5,000 warranty claims, review
-- requests for every order delivered before the last 30 days, two sessions per customer,
-- 10,000 customer photos (a tenth on returns, reviews and claims), and 1% of the orders marked
-- as auto-replace orders with a cycle of a plan. Deterministic (setseed); run once on a seeded
-- database, then ANALYZE:
--   psql -h 127.0.0.1 -U postgres -d scale_full -f bench/scale-after-sale.sql
\set ON_ERROR_STOP on
begin;
select setseed(0.4);

insert into customer_photos (user_id, file_name, content_type, byte_size, created_at)
select u.id, 'scale-photo-' || n || '.jpg', 'image/jpeg', 200000 + n, now() - (n || ' minutes')::interval
from (select id, row_number() over (order by id) as n from users where role = 'user' limit 10000) u;

-- Returns: 2% of the delivered orders, one line (their first), a tenth with a photo.
create temporary table picked on commit drop as
select o.id as order_id, o.user_id, o.delivered_at,
       (select oi.id from order_items oi where oi.order_id = o.id order by oi.id limit 1) as item_id,
       row_number() over () as n
from orders o
where o.status = 'Delivered' and random() < 0.02;

insert into returns (order_id, user_id, status, reason, refund_cents, created_at, updated_at, photo_id)
select p.order_id, p.user_id,
       (array['new', 'approved', 'received', 'refunded', 'rejected'])[1 + (p.n % 20 > 1)::int
         + (p.n % 20 > 3)::int + (p.n % 20 > 5)::int + (p.n % 20 > 17)::int],
       'no longer needed', 0, p.delivered_at + interval '5 days', p.delivered_at + interval '6 days',
       case when p.n % 10 = 0 then (select id from customer_photos order by id offset (p.n % 10000) limit 1) end
from picked p where p.item_id is not null;

insert into return_lines (return_id, order_item_id, quantity)
select r.id, p.item_id, 1 from returns r join picked p on p.order_id = r.order_id;

-- Reviews: the first line's product of 5% of the delivered orders, one per product and customer.
insert into reviews (product_id, customer_id, rating, title, body, status, created_at, updated_at,
                     published_at)
select distinct on (oi.product_id, o.user_id)
       oi.product_id, o.user_id, 1 + floor(random() * 5)::int, 'Works well', 'Easy to fit.',
       case when random() < 0.85 then 'published' when random() < 0.5 then 'pending' else 'hidden' end,
       o.delivered_at + interval '20 days', o.delivered_at + interval '20 days',
       o.delivered_at + interval '21 days'
from orders o
join lateral (select product_id from order_items where order_id = o.id order by id limit 1) oi on true
where o.status = 'Delivered' and random() < 0.05
order by oi.product_id, o.user_id, o.delivered_at;
update reviews set published_at = null where status <> 'published';
update reviews r set photo_id = c.id
from (select id, row_number() over (order by id) as n from customer_photos) c
where c.n = (abs(hashtext(r.id::text)) % 100000) and c.n <= 10000;
update products p set rating_count = s.n, rating_sum = s.total
from (select product_id, count(*) as n, sum(rating) as total from reviews where status = 'published'
      group by product_id) s
where s.product_id = p.id;

-- Warranty claims: 5,000 on tracked systems, one open at most per system.
insert into warranty_claims (user_id, tracked_product_id, product_id, product_name_snapshot,
                             warranty_ends_on, description, status, resolution, created_at, updated_at)
select tp.user_id, tp.id, tp.original_product_id, tp.system_product_name_snapshot,
       (tp.installation_date + interval '5 years')::date, 'It leaks at the head.',
       s.status, case when s.status = 'approved' then 'repair' end,
       tp.installation_date + interval '400 days', tp.installation_date + interval '401 days'
from (select *, row_number() over (order by id) as n from tracked_products) tp
cross join lateral (select case when tp.n % 5 = 0 then 'open' when tp.n % 5 < 3 then 'approved'
                               else 'declined' end as status) s
where tp.n <= 5000;

-- Review requests: every order delivered before the last 30 days had its request.
insert into review_requests (order_id, sent_at)
select id, delivered_at + interval '14 days' from orders
where status = 'Delivered' and delivered_at < now() - interval '30 days';

-- Sessions: two per customer, one recent, one expired.
insert into sessions (user_id, token_version, created_at, last_seen_at, authenticated_at, expires_at)
select u.id, u.token_version, now() - interval '3 days', now() - interval '1 hour',
       now() - interval '3 days', now() + interval '27 days'
from users u;
insert into sessions (user_id, token_version, created_at, last_seen_at, authenticated_at, expires_at)
select u.id, u.token_version, now() - interval '60 days', now() - interval '40 days',
       now() - interval '60 days', now() - interval '30 days'
from users u;

-- Auto-replace orders: 1% of the orders, each the order of a done cycle of a plan.
update orders set source = 'auto_replace'
where id in (select id from orders where random() < 0.01);
insert into subscription_cycles (subscription_id, due_on, charge_on, state, attempts, payment_intent_id,
                                 amount_cents, order_id)
select s.id, o.created_at::date, o.created_at::date, 'ordered', 1, o.payment_intent_id, o.total_cents, o.id
from (select id, created_at, payment_intent_id, total_cents, row_number() over (order by id) as n
      from orders where source = 'auto_replace') o
join (select id, row_number() over (order by id) as n from subscriptions) s
  on s.n = 1 + (o.n % (select count(*) from subscriptions))
on conflict do nothing;
commit;
analyze customer_photos, returns, return_lines, reviews, warranty_claims, review_requests, sessions,
  orders, subscription_cycles, products;
