CREATE TABLE "plan_card_notices" (
	"payment_method_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_card_notices_payment_method_id_days_pk" PRIMARY KEY("payment_method_id","days")
);
--> statement-breakpoint
CREATE TABLE "plan_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"action" text NOT NULL,
	"due_on" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"charge_on" date NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"charge_key" text,
	"payment_intent_id" text,
	"amount_cents" integer,
	"order_id" uuid,
	"held_since" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"notice_for" date,
	"recovered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_cycles_plan_due_unique" UNIQUE("subscription_id","due_on"),
	CONSTRAINT "subscription_cycles_state_valid" CHECK ("subscription_cycles"."state" in ('pending', 'retrying', 'requires_action', 'charged', 'ordered', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"discount_percent" double precision DEFAULT 10 NOT NULL,
	"lead_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_settings_one_row" CHECK ("subscription_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tracked_part_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"payment_method_id" uuid,
	"shipping_street" text NOT NULL,
	"shipping_city" text NOT NULL,
	"shipping_state" text NOT NULL,
	"shipping_zip" text NOT NULL,
	"next_due_on" date NOT NULL,
	"next_charge_on" date NOT NULL,
	"charge_on_chosen" boolean DEFAULT false NOT NULL,
	"last_due_on" date,
	"paused_until" date,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_valid" CHECK ("subscriptions"."status" in ('active', 'paused', 'payment_failed', 'cancelled')),
	CONSTRAINT "subscriptions_quantity_positive" CHECK ("subscriptions"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payment_purchases" ADD COLUMN "subscriber_percent" double precision;--> statement-breakpoint
ALTER TABLE "plan_links" ADD CONSTRAINT "plan_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tracked_part_id_tracked_parts_id_fk" FOREIGN KEY ("tracked_part_id") REFERENCES "public"."tracked_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_links_expires_at_idx" ON "plan_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subscription_cycles_retry_idx" ON "subscription_cycles" USING btree ("next_retry_at") WHERE "subscription_cycles"."state" in ('retrying', 'requires_action');--> statement-breakpoint
CREATE INDEX "subscription_cycles_state_idx" ON "subscription_cycles" USING btree ("state");--> statement-breakpoint
CREATE INDEX "subscription_events_plan_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE INDEX "subscription_events_kind_at_idx" ON "subscription_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_run_idx" ON "subscriptions" USING btree ("status","next_charge_on");--> statement-breakpoint
CREATE INDEX "subscriptions_product_idx" ON "subscriptions" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_part_unique" ON "subscriptions" USING btree ("tracked_part_id") WHERE "subscriptions"."status" <> 'cancelled';