ALTER TABLE "discount_redemptions" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_address_idx" ON "discount_redemptions" USING btree ("discount_id","address_key");--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_card_idx" ON "discount_redemptions" USING btree ("discount_id","card_fingerprint");