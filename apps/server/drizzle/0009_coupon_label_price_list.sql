ALTER TABLE "coupons" ADD COLUMN "label" text;--> statement-breakpoint
UPDATE "coupons" SET "label" = "name";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "label" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "clinic_services" ADD COLUMN "price_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_services" ADD COLUMN "booking_option" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_services_booking_option_uq" ON "clinic_services" USING btree ("booking_option");--> statement-breakpoint
ALTER TABLE "clinic_services" ADD CONSTRAINT "clinic_services_price_not_negative" CHECK ("clinic_services"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "clinic_services" ADD CONSTRAINT "clinic_services_booking_option_known" CHECK ("clinic_services"."booking_option" is null or "clinic_services"."booking_option" in ('presencial', 'online', 'microneedling_1', 'microneedling_3', 'microneedling_6'));--> statement-breakpoint
-- Every price booked online gets its own line of the price list (decision 126). A fresh database has no
-- rows yet (the seed writes them after the migrations); an existing one keeps its ids and slugs.
UPDATE "clinic_services" SET "booking_option" = 'presencial', "name" = 'Consulta de diagnóstico capilar — presencial', "price_note" = '', "duration_minutes" = 60 WHERE "slug" = 'consulta-capilar';--> statement-breakpoint
INSERT INTO "clinic_services" ("slug", "category", "name", "description", "price_cents", "price_note", "duration_minutes", "bookable", "booking_option", "sort_order", "active")
  SELECT 'consulta-capilar-online', "category", 'Consulta de diagnóstico capilar — online', "description", 290000, '', 45, true, 'online', "sort_order", "active"
  FROM "clinic_services" WHERE "slug" = 'consulta-capilar'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "clinic_services" SET "booking_option" = 'microneedling_1', "name" = 'Microagulhamento capilar — 1 sessão', "price_note" = 'por sessão' WHERE "slug" = 'microagulhamento';--> statement-breakpoint
INSERT INTO "clinic_services" ("slug", "category", "name", "description", "price_cents", "price_note", "duration_minutes", "bookable", "booking_option", "sort_order", "active")
  SELECT v.slug, s."category", v.name, s."description", v.price, v.note, s."duration_minutes", true, v.option, s."sort_order", s."active"
  FROM "clinic_services" s
  CROSS JOIN (VALUES
    ('microagulhamento-3-sessoes', 'Microagulhamento capilar — pacote de 3 sessões', 2500000, 'pacote de 3 sessões', 'microneedling_3'),
    ('microagulhamento-6-sessoes', 'Microagulhamento capilar — pacote de 6 sessões', 4800000, 'pacote de 6 sessões', 'microneedling_6')
  ) AS v(slug, name, price, note, option)
  WHERE s."slug" = 'microagulhamento'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "clinic_services" DROP COLUMN "price_text";
