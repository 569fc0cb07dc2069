-- Trigram similarity for typo-tolerant product search (PGlite loads it as a contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE, so a generated tsvector column cannot call it directly.
-- Joining a text[] with a fixed separator does not depend on any setting, so IMMUTABLE is truthful.
CREATE OR REPLACE FUNCTION shop_text_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, $2), '') $$;
