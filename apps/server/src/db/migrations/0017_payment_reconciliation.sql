ALTER TABLE "payment_purchases" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_purchases" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_purchases_reconcile_idx" ON "payment_purchases" USING btree ("reconcile_after") WHERE "payment_purchases"."reconcile_after" is not null;--> statement-breakpoint
-- Payments that already have their order or their refusal were settled when that happened.
UPDATE "payment_purchases" SET "settled_at" = "created_at"
WHERE "refusal" IS NOT NULL
   OR EXISTS (SELECT 1 FROM "orders" WHERE "orders"."payment_intent_id" = "payment_purchases"."payment_intent_id");--> statement-breakpoint
-- The rest of the last week is looked at by the first sweep: a paid one gets its order or refund.
UPDATE "payment_purchases" SET "reconcile_after" = now()
WHERE "settled_at" IS NULL AND "created_at" > now() - interval '7 days';
