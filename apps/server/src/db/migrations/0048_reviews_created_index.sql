-- Issue 40's EXPLAIN at scale (bench/README.md): the reviews queue with no status filter, which the
-- API allows, sorted every review (48,316 on the scale seed, ~50 ms, spilling to disk). Returns
-- and warranty claims have the same (created_at, id) index for their unfiltered desks.
CREATE INDEX IF NOT EXISTS "reviews_created_id_idx" ON "reviews" USING btree ("created_at","id");
