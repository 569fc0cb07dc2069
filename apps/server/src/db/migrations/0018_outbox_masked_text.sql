ALTER TABLE "outbox" ADD COLUMN "masked_text" text;--> statement-breakpoint
-- Codes sent before the column existed: hidden the same way (they all read "code is NNNNNN").
UPDATE "outbox" SET "masked_text" = regexp_replace("text", 'code is [0-9]{6}', 'code is ••••••', 'g') WHERE "text" ~ 'code is [0-9]{6}';
