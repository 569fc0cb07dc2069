-- Issue 28: the owner's plan list pages newest first from these indexes alone, with or without a
-- status; its search reaches customers through the trigram indexes of 0022. Plans number in the
-- tens of thousands at most, so each builds in well under a second: no prebuild needed
-- (docs/operations.md), and IF NOT EXISTS keeps one built by hand.
CREATE INDEX IF NOT EXISTS "subscriptions_created_id_idx" ON "subscriptions" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscriptions_status_created_id_idx" ON "subscriptions" USING btree ("status","created_at" DESC NULLS FIRST,"id");
