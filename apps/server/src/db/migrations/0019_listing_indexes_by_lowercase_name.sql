-- Hand-written (drizzle-kit generate --custom): listings sort by name as a person does, letter
-- case ignored (lower(name), then name and id; product-listing.ts byName), so the name-order
-- indexes of 0004 no longer serve them. These do, with the same range scan that stops after one
-- page. 0004's stay for the back office's stock page, which still sorts by the name as stored.
CREATE INDEX IF NOT EXISTS "products_live_category_lower_name_idx" ON "products" USING btree ("category", lower("name"), "name", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_live_lower_name_idx" ON "products" USING btree (lower("name"), "name", "id") WHERE "deleted_at" IS NULL;
