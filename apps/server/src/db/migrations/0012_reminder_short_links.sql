CREATE TABLE "reminder_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"tracked_part_id" uuid NOT NULL,
	"action" text NOT NULL,
	"due_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_links" ADD CONSTRAINT "reminder_links_tracked_part_id_tracked_parts_id_fk" FOREIGN KEY ("tracked_part_id") REFERENCES "public"."tracked_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_links_expires_at_idx" ON "reminder_links" USING btree ("expires_at");