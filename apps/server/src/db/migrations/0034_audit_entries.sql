-- Issue 41 item 4 (decision 068): the audit log of staff writes. The app only appends to it: the
-- trigger below refuses UPDATE, DELETE and TRUNCATE to every role that is subject to triggers,
-- the app's own included. Archiving old rows is an operator's job (docs/operations.md).
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"actor_staff_role" text,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at" desc);--> statement-breakpoint
CREATE INDEX "audit_entries_target_idx" ON "audit_entries" USING btree ("target_kind","target_id","at" desc);--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","at" desc);--> statement-breakpoint
CREATE FUNCTION audit_entries_refuse() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_refuse();--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_refuse();
