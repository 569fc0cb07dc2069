-- A SKU is unique among live products whatever its case: 'SED-10' and 'sed-10' are one part on a
-- shelf. A shop that already has such a pair is told which, and the upgrade stops before any
-- change, so the owner renames one of each rather than the migration choosing. Products are a
-- few thousand rows: the index builds in milliseconds on a live database.
DO $$
DECLARE
  pairs text;
BEGIN
  SELECT string_agg(skus, '; ') INTO pairs FROM (
    SELECT string_agg(sku, ', ' ORDER BY sku) AS skus
    FROM products
    WHERE deleted_at IS NULL
    GROUP BY lower(sku)
    HAVING count(*) > 1
  ) AS same_sku;
  IF pairs IS NOT NULL THEN
    RAISE EXCEPTION 'Live products share a SKU that differs only in case (%): rename one of each in the back office, then upgrade again.', pairs;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_unique" ON "products" USING btree (lower("sku")) WHERE "products"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "products_sku_unique";
