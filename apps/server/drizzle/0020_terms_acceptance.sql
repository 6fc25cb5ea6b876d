ALTER TABLE "customers" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_terms_version_and_time" CHECK (("customers"."terms_version" is null) = ("customers"."terms_accepted_at" is null));