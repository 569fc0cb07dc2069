CREATE TABLE "auth_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "auth_failures_key_created_idx" ON "auth_failures" USING btree ("key_hash","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_created_idx" ON "auth_failures" USING btree ("created_at");