CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"booking_id" integer,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"note" text,
	"source" text NOT NULL,
	"proof_file_id" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_one_target" CHECK (("payments"."order_id" is null) <> ("payments"."booking_id" is null)),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('transfer', 'mpesa', 'emola', 'cash', 'card'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"booking_id" integer,
	"return_id" integer,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_on" date NOT NULL,
	"reference" text,
	"reason" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_one_target" CHECK (("refunds"."order_id" is null) <> ("refunds"."booking_id" is null)),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" in ('transfer', 'mpesa', 'emola', 'cash', 'card'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_refunded_on_idx" ON "refunds" USING btree ("refunded_on");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_received" CHECK ("bookings"."paid_cents" >= 0 and "bookings"."refunded_cents" >= 0 and "bookings"."refunded_cents" <= "bookings"."paid_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_received" CHECK ("orders"."paid_cents" >= 0 and "orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."paid_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('awaiting_proof', 'under_review', 'paid', 'rejected', 'on_delivery', 'partly_paid', 'partly_refunded', 'refunded'));--> statement-breakpoint
-- Decision 120. The payment status the rows imply; `current` is kept while no money has moved
-- (the proof's own states). Mirrors `moneyStatus` in packages/contract/src/payments.ts.
CREATE FUNCTION shop_money_status(total integer, paid integer, refunded integer, current text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN refunded > 0 AND refunded >= paid THEN 'refunded'
    WHEN refunded > 0 THEN 'partly_refunded'
    WHEN paid <= 0 THEN current
    WHEN paid >= total THEN 'paid'
    ELSE 'partly_paid' END $$;
--> statement-breakpoint
-- Payments and refunds are a ledger: rows are added, never changed or removed.
CREATE FUNCTION shop_money_rows_insert_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money rows are insert-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_insert_only BEFORE UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION shop_money_rows_insert_only();
--> statement-breakpoint
CREATE TRIGGER refunds_insert_only BEFORE UPDATE OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION shop_money_rows_insert_only();
--> statement-breakpoint
-- Each new row moves its order's or booking's totals in the same statement. The UPDATE takes the
-- row lock, so concurrent refunds queue; the CHECK refunded_cents <= paid_cents refuses the one
-- that would give back more than was received.
CREATE FUNCTION shop_money_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_delta integer := CASE WHEN TG_TABLE_NAME = 'payments' THEN NEW.amount_cents ELSE 0 END;
  refund_delta integer := CASE WHEN TG_TABLE_NAME = 'refunds' THEN NEW.amount_cents ELSE 0 END;
BEGIN
  IF NEW.order_id IS NOT NULL THEN
    UPDATE orders SET
      paid_cents = paid_cents + paid_delta,
      refunded_cents = refunded_cents + refund_delta,
      payment_status = shop_money_status(total_cents, paid_cents + paid_delta, refunded_cents + refund_delta, payment_status),
      updated_at = now()
    WHERE id = NEW.order_id;
  ELSE
    UPDATE bookings SET
      paid_cents = paid_cents + paid_delta,
      refunded_cents = refunded_cents + refund_delta,
      updated_at = now()
    WHERE id = NEW.booking_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_apply AFTER INSERT ON payments FOR EACH ROW EXECUTE FUNCTION shop_money_apply();
--> statement-breakpoint
CREATE TRIGGER refunds_apply AFTER INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION shop_money_apply();
--> statement-breakpoint
-- Existing paid orders and approved deposits get the payment row they never had.
INSERT INTO payments (order_id, method, amount_cents, paid_on, reference, note, source, proof_file_id)
  SELECT id, CASE WHEN payment_type = 'mobile_wallet' THEN coalesce(wallet_provider, 'mpesa') WHEN payment_type = 'bank_transfer' THEN 'transfer' ELSE 'cash' END,
    total_cents, (updated_at AT TIME ZONE 'Africa/Maputo')::date, reference, 'Registado na migração (pagamento anterior ao registo de pagamentos).', 'proof', proof_file_id
  FROM orders WHERE payment_status = 'paid' AND total_cents > 0;
--> statement-breakpoint
INSERT INTO payments (booking_id, method, amount_cents, paid_on, reference, note, source, proof_file_id)
  SELECT id, 'transfer', due_now_cents, (updated_at AT TIME ZONE 'Africa/Maputo')::date, reference, 'Registado na migração (pagamento anterior ao registo de pagamentos).', 'proof', receipt_file_id
  FROM bookings WHERE payment_status = 'approved' AND due_now_cents > 0;
--> statement-breakpoint
-- Totals and money states are written only by shop_money_apply (one trigger level down).
CREATE FUNCTION shop_money_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.paid_cents <> 0 OR NEW.refunded_cents <> 0 THEN
      RAISE EXCEPTION 'paid_cents and refunded_cents start at zero' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.paid_cents IS DISTINCT FROM OLD.paid_cents OR NEW.refunded_cents IS DISTINCT FROM OLD.refunded_cents THEN
    RAISE EXCEPTION 'paid_cents and refunded_cents follow the payments and refunds rows' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_TABLE_NAME = 'orders' AND NEW.payment_status IN ('paid', 'partly_paid', 'partly_refunded', 'refunded')
     AND (TG_OP = 'INSERT' OR NEW.payment_status IS DISTINCT FROM OLD.payment_status) THEN
    RAISE EXCEPTION 'payment status % follows the payments and refunds rows', NEW.payment_status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_money_guard BEFORE INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION shop_money_guard();
--> statement-breakpoint
CREATE TRIGGER bookings_money_guard BEFORE INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION shop_money_guard();
