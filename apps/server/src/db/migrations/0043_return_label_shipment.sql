ALTER TABLE "returns" ADD COLUMN "label_shipment_id" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "label_rate_cents" integer;