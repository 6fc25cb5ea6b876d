DROP INDEX "order_returns_line_uq";--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "reason_code" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "value_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "restocked_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "written_off_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "received_by" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
-- Decision 123. What each existing request is worth (its units less their share of the coupon) and
-- what was already refunded against it, before the checks below hold them together.
UPDATE "order_returns" r SET "value_cents" = greatest(0, l.unit_price_cents * r.qty
    - CASE WHEN o.subtotal_cents > 0 AND o.discount_cents > 0
        THEN least(o.discount_cents, round((o.discount_cents::numeric * l.unit_price_cents * r.qty) / o.subtotal_cents)::integer) ELSE 0 END)
  FROM "order_lines" l, "orders" o WHERE l.id = r.order_line_id AND o.id = r.order_id;--> statement-breakpoint
UPDATE "order_returns" r SET "value_cents" = greatest(r.value_cents, f.total), "refunded_cents" = f.total
  FROM (SELECT return_id, sum(amount_cents)::integer AS total FROM "refunds" WHERE return_id IS NOT NULL GROUP BY return_id) f WHERE f.return_id = r.id;--> statement-breakpoint
CREATE INDEX "order_returns_line_idx" ON "order_returns" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_returns_requested_idx" ON "order_returns" USING btree ("id") WHERE "order_returns"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "orders_money_waiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" <> 5 and "orders"."payment_status" in ('awaiting_proof', 'under_review', 'rejected', 'partly_paid');--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_reason_known" CHECK ("order_returns"."reason_code" in ('damaged', 'wrong_item', 'not_as_described', 'reaction', 'changed_mind', 'other'));--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_refund_within_value" CHECK ("order_returns"."refunded_cents" >= 0 and "order_returns"."refunded_cents" <= "order_returns"."value_cents");--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_receipt_whole" CHECK ("order_returns"."restocked_qty" >= 0 and "order_returns"."written_off_qty" >= 0 and ("order_returns"."restocked_qty" + "order_returns"."written_off_qty" = 0 or ("order_returns"."restocked_qty" + "order_returns"."written_off_qty" = "order_returns"."qty" and "order_returns"."status" = 'completed')));--> statement-breakpoint
-- A refund that settles a return also moves the return's refunded_cents, in the same statement and
-- under the same order lock; the CHECK order_returns_refund_within_value refuses giving back more
-- than the returned units are worth, as orders_money_received refuses more than was paid.
CREATE OR REPLACE FUNCTION shop_money_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- payments have no return_id: the table is tested first, on its own (plpgsql resolves NEW's fields per expression).
    IF TG_TABLE_NAME = 'refunds' THEN
      IF NEW.return_id IS NOT NULL THEN
        UPDATE order_returns SET refunded_cents = refunded_cents + refund_delta WHERE id = NEW.return_id AND order_id = NEW.order_id;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'return % is not a return of order %', NEW.return_id, NEW.order_id USING ERRCODE = 'check_violation';
        END IF;
      END IF;
    END IF;
  ELSE
    IF TG_TABLE_NAME = 'refunds' THEN
      IF NEW.return_id IS NOT NULL THEN
        RAISE EXCEPTION 'a booking refund settles no return' USING ERRCODE = 'check_violation';
      END IF;
    END IF;
    UPDATE bookings SET
      paid_cents = paid_cents + paid_delta,
      refunded_cents = refunded_cents + refund_delta,
      updated_at = now()
    WHERE id = NEW.booking_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A return's refunded_cents follows its refunds rows only; the units asked back on a line (requests
-- not refused) never exceed what was bought.
CREATE FUNCTION shop_return_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bought integer;
  asked integer;
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    IF TG_OP = 'INSERT' AND NEW.refunded_cents <> 0 THEN
      RAISE EXCEPTION 'refunded_cents starts at zero' USING ERRCODE = 'check_violation';
    ELSIF TG_OP = 'UPDATE' AND NEW.refunded_cents IS DISTINCT FROM OLD.refunded_cents THEN
      RAISE EXCEPTION 'refunded_cents follows the refunds rows' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF NEW.status <> 'rejected' AND (TG_OP = 'INSERT' OR NEW.qty <> OLD.qty OR OLD.status = 'rejected' OR NEW.order_line_id <> OLD.order_line_id) THEN
    SELECT qty INTO bought FROM order_lines WHERE id = NEW.order_line_id;
    SELECT coalesce(sum(qty), 0) INTO asked FROM order_returns WHERE order_line_id = NEW.order_line_id AND status <> 'rejected' AND id <> NEW.id;
    IF asked + NEW.qty > bought THEN
      RAISE EXCEPTION 'units asked back (%) exceed the line (%)', asked + NEW.qty, bought USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_returns_guard BEFORE INSERT OR UPDATE ON order_returns FOR EACH ROW EXECUTE FUNCTION shop_return_guard();
