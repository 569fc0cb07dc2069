-- Issue 28 (decision 054): the dashboard reads a sales rollup kept in each order's transaction,
-- and the reminder sweep reads parts by due day through an index. On a large live database run
-- `npm run db:prebuild-indexes` first (docs/operations.md): it builds the two indexes
-- CONCURRENTLY, and their CREATE INDEX IF NOT EXISTS below then does nothing.
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "refunded_cents" = refunded."cents"
FROM (SELECT "order_id", sum("amount_cents")::integer AS "cents" FROM "order_refunds" GROUP BY "order_id") AS refunded
WHERE "orders"."id" = refunded."order_id";--> statement-breakpoint
-- An order's refunds, on its row, in the refund's own statement (admin refunds lock the order).
CREATE FUNCTION shop_track_order_refunded() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE orders SET refunded_cents = refunded_cents - OLD.amount_cents WHERE id = OLD.order_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE orders SET refunded_cents = refunded_cents + NEW.amount_cents WHERE id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_refunds_refunded_cents AFTER INSERT OR DELETE OR UPDATE OF amount_cents, order_id
  ON order_refunds FOR EACH ROW EXECUTE FUNCTION shop_track_order_refunded();--> statement-breakpoint
CREATE TABLE "sales_rollup" (
	"quarter_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"refund_cents" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- One order's share of its quarter hour, added (sign 1) or taken away (sign -1).
CREATE FUNCTION shop_sales_rollup_add(placed_at timestamptz, sign integer, status text, total integer, refunded integer)
  RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO sales_rollup AS r (quarter_start, orders, cancelled, gross_cents, refund_cents)
  VALUES (
    date_bin('15 minutes', placed_at, timestamptz '2000-01-01 00:00:00+00'),
    sign,
    sign * (status = 'Cancelled')::integer,
    sign * CASE WHEN status = 'Cancelled' THEN 0 ELSE total END,
    sign * CASE WHEN status = 'Cancelled' THEN 0 ELSE refunded END)
  ON CONFLICT (quarter_start) DO UPDATE SET
    orders = r.orders + excluded.orders,
    cancelled = r.cancelled + excluded.cancelled,
    gross_cents = r.gross_cents + excluded.gross_cents,
    refund_cents = r.refund_cents + excluded.refund_cents
$$;--> statement-breakpoint
CREATE FUNCTION shop_track_sales_rollup() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM shop_sales_rollup_add(OLD.created_at, -1, OLD.status, OLD.total_cents, OLD.refunded_cents);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM shop_sales_rollup_add(NEW.created_at, 1, NEW.status, NEW.total_cents, NEW.refunded_cents);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Everything from orders, for this migration and for bulk loads that disable the triggers; in
-- time order, so a dashboard's 60 days are a few neighbouring pages.
CREATE FUNCTION shop_sales_rollup_rebuild() RETURNS void
  LANGUAGE sql
  AS $$
  TRUNCATE sales_rollup;
  INSERT INTO sales_rollup (quarter_start, orders, cancelled, gross_cents, refund_cents)
  SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00'),
    count(*), count(*) FILTER (WHERE status = 'Cancelled'),
    coalesce(sum(total_cents) FILTER (WHERE status <> 'Cancelled'), 0),
    coalesce(sum(refunded_cents) FILTER (WHERE status <> 'Cancelled'), 0)
  FROM orders GROUP BY 1 ORDER BY 1
$$;--> statement-breakpoint
SELECT shop_sales_rollup_rebuild();--> statement-breakpoint
-- Deferred to the commit: a checkout holds its quarter hour's row for the commit alone, after
-- its stock, so concurrent orders neither wait long on it nor deadlock with stock. Each event
-- adds the new row and takes away the old one, so several changes in a transaction add up.
CREATE CONSTRAINT TRIGGER orders_sales_rollup_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_track_sales_rollup();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_rollup_update AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.status = 'Cancelled') IS DISTINCT FROM (NEW.status = 'Cancelled')
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
    OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents)
  EXECUTE FUNCTION shop_track_sales_rollup();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_rollup_delete AFTER DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_track_sales_rollup();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pending_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracked_parts_due_idx" ON "tracked_parts" USING btree (greatest((("installed_at" at time zone 'UTC') + make_interval(months => "initial_lifespan_months"))::date, ("snoozed_until" at time zone 'UTC')::date),"id");
