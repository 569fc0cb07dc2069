-- Reminder e-mails that can be stopped in one click (List-Unsubscribe, RFC 8058): the addresses
-- that stopped them, and the header's address kept with each e-mail so a retry sends it too.
-- A new table and a column without a default: instant on a live database of any size.
CREATE TABLE "reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;