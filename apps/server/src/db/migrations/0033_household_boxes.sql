ALTER TABLE "payment_purchases" ADD COLUMN "shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD COLUMN "box_cycle_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD COLUMN "box_window_days" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD COLUMN "free_shipping_from_cents" integer DEFAULT 3500 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD COLUMN "box_shipping_cents" integer DEFAULT 495 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_box_cycle_id_subscription_cycles_id_fk" FOREIGN KEY ("box_cycle_id") REFERENCES "public"."subscription_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_cycles_box_idx" ON "subscription_cycles" USING btree ("box_cycle_id");