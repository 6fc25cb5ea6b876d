-- A price band reads its own index for every sort but the price sorts (decision 172). The new column has no statistics until analysed,
-- and without them the planner takes a band for a handful of rows and sorts it.
ALTER TABLE "products" ADD COLUMN "price_band" smallint GENERATED ALWAYS AS (case when "products"."final_price_cents" between 0 and 50000 then 1 when "products"."final_price_cents" between 50001 and 100000 then 2 when "products"."final_price_cents" between 100001 and 200000 then 3 when "products"."final_price_cents" >= 200001 then 4 end) STORED;--> statement-breakpoint
CREATE INDEX "products_band_all_idx" ON "products" USING btree ("price_band","in_stock" DESC NULLS LAST,"name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_band_featured_idx" ON "products" USING btree ("price_band","featured" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_band_bestsellers_idx" ON "products" USING btree ("price_band","sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_band_newest_idx" ON "products" USING btree ("price_band","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
ANALYZE "products";
