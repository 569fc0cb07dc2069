ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
-- Orders placed by auto-replace before orders kept their source: a cycle's order, or a purchase
-- priced with the subscriber discount (a plan's charge; a checkout remembers none).
UPDATE "orders" SET "source" = 'auto_replace'
WHERE "id" IN (SELECT "order_id" FROM "subscription_cycles" WHERE "order_id" IS NOT NULL)
   OR "payment_intent_id" IN (
     SELECT "payment_intent_id" FROM "payment_purchases" WHERE "subscriber_percent" IS NOT NULL
   );--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "setup_future_usage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "saved_card" jsonb;--> statement-breakpoint
CREATE INDEX "orders_source_created_id_idx" ON "orders" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "subscription_cycles_order_idx" ON "subscription_cycles" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_cycles_payment_intent_idx" ON "subscription_cycles" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_valid" CHECK ("orders"."source" in ('checkout', 'auto_replace'));