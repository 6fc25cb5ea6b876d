ALTER TABLE "shipping_methods" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_known" CHECK ("orders"."fulfilment" in ('delivery', 'pickup'));--> statement-breakpoint
-- Decision 147. The clinic's own pick-up method, and the orders placed with it, are pick-ups.
UPDATE "shipping_methods" SET "pickup" = true WHERE "name" = 'Levantamento na clínica';--> statement-breakpoint
UPDATE "orders" SET "fulfilment" = 'pickup' WHERE "shipping_method_id" IN (SELECT "id" FROM "shipping_methods" WHERE "pickup");
