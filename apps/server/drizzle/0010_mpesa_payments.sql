CREATE TABLE "mpesa_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"booking_id" integer,
	"third_party_reference" text NOT NULL,
	"transaction_reference" text NOT NULL,
	"msisdn" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"response_code" text,
	"response_desc" text,
	"transaction_id" text,
	"conversation_id" text,
	"payment_id" integer,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"recheck_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_attempts_one_target" CHECK (("mpesa_attempts"."order_id" is null) <> ("mpesa_attempts"."booking_id" is null)),
	CONSTRAINT "mpesa_attempts_amount_positive" CHECK ("mpesa_attempts"."amount_cents" > 0),
	CONSTRAINT "mpesa_attempts_status_known" CHECK ("mpesa_attempts"."status" in ('sending', 'confirming', 'paid', 'failed', 'unapplied'))
);
--> statement-breakpoint
ALTER TABLE "mpesa_attempts" ADD CONSTRAINT "mpesa_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_attempts" ADD CONSTRAINT "mpesa_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_attempts" ADD CONSTRAINT "mpesa_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_attempts_third_party_reference_uq" ON "mpesa_attempts" USING btree ("third_party_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_attempts_transaction_uq" ON "mpesa_attempts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_attempts_order_active_uq" ON "mpesa_attempts" USING btree ("order_id") WHERE "mpesa_attempts"."status" in ('sending', 'confirming');--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_attempts_booking_active_uq" ON "mpesa_attempts" USING btree ("booking_id") WHERE "mpesa_attempts"."status" in ('sending', 'confirming');--> statement-breakpoint
CREATE INDEX "mpesa_attempts_order_idx" ON "mpesa_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mpesa_attempts_booking_idx" ON "mpesa_attempts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mpesa_attempts_due_idx" ON "mpesa_attempts" USING btree ("next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_mpesa_transaction_uq" ON "payments" USING btree ("reference") WHERE "payments"."source" = 'mpesa';