-- The back office's lists at a million orders (issue 28): trigram indexes for the fragment
-- searches, a digits-only phone kept by the database, and (created_at, id) indexes that page 1
-- and page 5,000 read alike. On a live database an operator builds each CREATE INDEX below
-- first with CREATE INDEX CONCURRENTLY (same name); IF NOT EXISTS then skips it here.
ALTER TABLE "users" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(phone_number, ''), '\D', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_status_created_id_idx" ON "outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_channel_created_id_idx" ON "outbox" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_created_id_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_to_trgm_idx" ON "outbox" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_subject_trgm_idx" ON "outbox" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_shown_text_trgm_idx" ON "outbox" USING gin (coalesce("masked_text", "text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_user_created_id_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_digits_trgm_idx" ON "users" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_customers_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" = 'user';--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_user_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_created_idx";
