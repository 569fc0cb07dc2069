-- Numbers that texted STOP to the shop's Twilio number (its messaging webhook, decision 062): the
-- shop sends them no text until they text START. A new table: instant on a live database.
CREATE TABLE "sms_opt_outs" (
	"phone_digits" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
