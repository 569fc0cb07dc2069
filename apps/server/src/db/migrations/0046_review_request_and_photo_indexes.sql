-- Issue 40's EXPLAIN at scale (bench/README.md, bench/scale-plans.txt):
-- - The hourly review requests (decision 073) read delivered orders within the catch-up window,
--   oldest first: without an index PostgreSQL read all 1,000,000 orders sequentially every hour.
--   `npm run db:prebuild-indexes` can build it beforehand on a live shop.
-- - Serving a customer's photo asks whether a published review shows it: a sequential scan of
--   reviews on each photo a product page shows.
CREATE INDEX IF NOT EXISTS "orders_delivered_at_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'Delivered';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_photo_idx" ON "reviews" USING btree ("photo_id") WHERE "reviews"."photo_id" is not null;
