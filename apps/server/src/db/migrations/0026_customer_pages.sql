-- Issue 28: the pages about one customer, each reading only their own rows.
-- - Customer detail: their messages, found by their addresses exactly and read newest first. The
--   trigram index of 0022 served it at 25 ms for a customer among 2,000,000 messages.
-- - My Products' "to install": a customer's filter lines. Through order_items_order_idx every
--   line of their orders was read (PGlite chose a sequential scan of order_items instead).
-- Both prebuilt CONCURRENTLY by `npm run db:prebuild-indexes` (docs/operations.md); IF NOT
-- EXISTS keeps them.
CREATE INDEX IF NOT EXISTS "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_filter_order_idx" ON "order_items" USING btree ("order_id") WHERE "order_items"."type" = 'filter';
