-- Hand-written (drizzle-kit generate --custom): keeps product_search_words (0005), the spelling
-- dictionary of search, equal to the words of live products whoever writes them (admin API, seed,
-- bulk loads). Words come from the 'simple' configuration (lower case, not stemmed), so a
-- correction is a real word that full-text search then stems as usual. SKUs are left out: they
-- are matched exactly, and there are as many of them as products.
CREATE OR REPLACE FUNCTION shop_search_words(name text, tags text[], description text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tsvector_to_array(to_tsvector('simple',
    coalesce(name, '') || ' ' || shop_text_array_to_string(tags, ' ') || ' ' || coalesce(description, ''))) $$;
--> statement-breakpoint
-- Statement-level, with transition tables: a bulk insert of 1,000 products touches each word once.
-- Only net changes are written, so an update that changes no word (stock after an order) writes
-- nothing. Words are upserted in word order, so concurrent writers lock them in the same order.
CREATE OR REPLACE FUNCTION shop_sync_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_words text[];
  changes integer[];
  unused_words text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_search_words;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(word ORDER BY word), array_agg(change ORDER BY word) INTO changed_words, changes
    FROM (
      SELECT word, count(*)::integer AS change
      FROM new_rows, unnest(shop_search_words(new_rows.name, new_rows.tags, new_rows.description)) AS word
      WHERE new_rows.deleted_at IS NULL
      GROUP BY word
    ) AS added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(word ORDER BY word), array_agg(change ORDER BY word) INTO changed_words, changes
    FROM (
      SELECT word, -count(*)::integer AS change
      FROM old_rows, unnest(shop_search_words(old_rows.name, old_rows.tags, old_rows.description)) AS word
      WHERE old_rows.deleted_at IS NULL
      GROUP BY word
    ) AS removed;
  ELSE
    SELECT array_agg(word ORDER BY word), array_agg(change ORDER BY word) INTO changed_words, changes
    FROM (
      SELECT word, sum(change)::integer AS change
      FROM (
        SELECT word, 1 AS change
        FROM new_rows, unnest(shop_search_words(new_rows.name, new_rows.tags, new_rows.description)) AS word
        WHERE new_rows.deleted_at IS NULL
        UNION ALL
        SELECT word, -1 AS change
        FROM old_rows, unnest(shop_search_words(old_rows.name, old_rows.tags, old_rows.description)) AS word
        WHERE old_rows.deleted_at IS NULL
      ) AS each_change
      GROUP BY word
      HAVING sum(change) <> 0
    ) AS net;
  END IF;
  IF changed_words IS NULL THEN
    RETURN NULL;
  END IF;
  WITH counted AS (
    INSERT INTO product_search_words AS dictionary (word, product_count)
    SELECT * FROM unnest(changed_words, changes)
    ON CONFLICT (word) DO UPDATE SET product_count = dictionary.product_count + excluded.product_count
    RETURNING word, product_count
  )
  SELECT array_agg(word) INTO unused_words FROM counted WHERE product_count <= 0;
  IF unused_words IS NOT NULL THEN
    DELETE FROM product_search_words WHERE word = ANY (unused_words);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sync_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sync_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sync_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_sync_search_words();
--> statement-breakpoint
-- Room on every page, so a count update can stay on its page (HOT) and leave the indexes alone.
ALTER TABLE product_search_words SET (fillfactor = 50);
--> statement-breakpoint
INSERT INTO product_search_words (word, product_count)
SELECT word, count(*)::integer
FROM products, unnest(shop_search_words(products.name, products.tags, products.description)) AS word
WHERE products.deleted_at IS NULL
GROUP BY word;
