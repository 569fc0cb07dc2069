CREATE TABLE "customer_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_photos_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_photos" ADD CONSTRAINT "customer_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_photos_user_idx" ON "customer_photos" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_photo_id_customer_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."customer_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_id_customer_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."customer_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_photo_id_customer_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."customer_photos"("id") ON DELETE set null ON UPDATE no action;