-- Times migrations 0036-0044 on a filled database as the migrator runs them (one transaction):
-- what they made is undone first, and everything is rolled back.
-- psql -h 127.0.0.1 -U postgres -d scale_full -f bench/scale-migration-time-0036-0044.sql
\set ON_ERROR_STOP on
begin;
-- 0044
drop table customer_photos cascade;
alter table returns drop column photo_id;
alter table reviews drop column photo_id;
alter table warranty_claims drop column photo_id;
-- 0043
alter table returns drop column label_shipment_id, drop column label_rate_cents;
-- 0042
drop table passkeys, passkey_challenges;
-- 0041
drop table sessions;
-- 0040
alter table subscriptions drop column interval_months;
-- 0039
alter table orders drop column source;
alter table payment_intents drop column setup_future_usage, drop column saved_card;
drop index subscription_cycles_order_idx, subscription_cycles_payment_intent_idx;
-- 0038
drop table warranty_claims;
alter table products drop column warranty_years;
-- 0037
drop table return_lines, returns;
alter table shop_settings drop column return_window_days, drop column non_returnable_types,
  drop column return_address;
-- 0036
drop table reviews, review_requests;
alter table products drop column rating_count, drop column rating_sum;
alter table shop_settings drop column review_request_days;

select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0036_reviews.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0036 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0037_returns_and_exchanges.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0037 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0038_warranty_claims.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0038 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0039_orders_know_their_plans.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0039 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0040_plan_interval_override.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0040 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0041_sessions.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0041 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0042_passkeys.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0042 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0043_return_label_shipment.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0043 took :seconds s
select clock_timestamp() as started \gset
\ir ../apps/server/src/db/migrations/0044_customer_photos.sql
select extract(epoch from clock_timestamp() - :'started'::timestamptz) as seconds \gset
\echo 0044 took :seconds s
rollback;
