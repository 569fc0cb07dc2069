-- Times migrations 0022 and 0024 on a filled database as the migrator runs them (one transaction,
-- the prebuilt indexes present): what they made is undone first, and everything is rolled back.
-- psql -h 127.0.0.1 -U postgres -d scale_full -f bench/scale-migration-time.sql
begin;
drop trigger orders_sales_rollup_insert on orders;
drop trigger orders_sales_rollup_update on orders;
drop trigger orders_sales_rollup_delete on orders;
drop trigger order_refunds_refunded_cents on order_refunds;
drop function shop_track_sales_rollup();
drop function shop_sales_rollup_rebuild();
drop function shop_sales_rollup_add(timestamptz, integer, text, integer, integer);
drop function shop_track_order_refunded();
drop table sales_rollup;
alter table orders drop column refunded_cents;
alter table users drop column phone_digits;
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0022_back_office_search_and_pages.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds_0022 \gset
\echo 0022 took :seconds_0022 s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0024_scale_rollup_and_due_index.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds_0024 \gset
\echo 0024 took :seconds_0024 s
rollback;
