CREATE TABLE "reminder_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_contacts_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "reminder_contacts_user_address_unique" UNIQUE("user_id","channel","address")
);
--> statement-breakpoint
ALTER TABLE "reminder_contacts" ADD CONSTRAINT "reminder_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;