-- Hand-written (drizzle-kit generate --custom): listing pages read live products in name order,
-- optionally by category. Without these a 100,000-product catalogue sorts ~50,000 rows per page
-- (about 90 ms on PostgreSQL); with them a page is an index range scan that stops after one page.
CREATE INDEX IF NOT EXISTS "products_live_category_name_idx" ON "products" USING btree ("category", "name", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_name_idx" ON "products" USING btree ("name", "id") WHERE "deleted_at" IS NULL;
