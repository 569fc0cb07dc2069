ALTER TABLE "returns" ADD COLUMN "difference_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "difference_payment_method_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "difference_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "difference_refund_id" text;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_difference_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("difference_payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_difference_non_negative" CHECK ("returns"."difference_cents" >= 0);