-- Issue 28: a customer's messages on their detail page, found by their addresses exactly and
-- read newest first. The trigram index of 0022 served it at 25 ms for a customer with many
-- messages among 2,000,000. Prebuilt CONCURRENTLY by `npm run db:prebuild-indexes`
-- (docs/operations.md); IF NOT EXISTS keeps that one.
CREATE INDEX IF NOT EXISTS "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");
