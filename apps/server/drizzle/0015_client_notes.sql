CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"phone" text,
	"body" text NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_one_client" CHECK (("client_notes"."customer_id" is null) <> ("client_notes"."phone" is null)),
	CONSTRAINT "client_notes_body_length" CHECK (char_length("client_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_customer_idx" ON "client_notes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "client_notes_phone_idx" ON "client_notes" USING btree ("phone");