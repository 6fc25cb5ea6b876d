CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_text" text GENERATED ALWAYS AS (shop_search_normalize("products"."name")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_sale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "final_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_final_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "total_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_doc_trgm_idx" ON "products" USING gin ("search_doc" gin_trgm_ops) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_name_text_trgm_idx" ON "products" USING gin ("name_text" gin_trgm_ops) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_list_all_idx" ON "products" USING btree ("in_stock" DESC NULLS LAST,"name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_all_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS LAST,"name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_sub_all_idx" ON "products" USING btree ("sub_category_id","in_stock" DESC NULLS LAST,"name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_list_featured_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_featured_idx" ON "products" USING btree ("category_id","featured" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_sub_featured_idx" ON "products" USING btree ("sub_category_id","featured" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_list_bestsellers_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_bestsellers_idx" ON "products" USING btree ("category_id","sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_sub_bestsellers_idx" ON "products" USING btree ("sub_category_id","sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_list_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_sub_newest_idx" ON "products" USING btree ("sub_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_list_price_low_idx" ON "products" USING btree ("final_price_cents","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_price_low_idx" ON "products" USING btree ("category_id","final_price_cents","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_sub_price_low_idx" ON "products" USING btree ("sub_category_id","final_price_cents","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_list_price_high_idx" ON "products" USING btree ("final_price_cents" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_price_high_idx" ON "products" USING btree ("category_id","final_price_cents" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_sub_price_high_idx" ON "products" USING btree ("sub_category_id","final_price_cents" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat_trending_idx" ON "products" USING btree ("category_id","trending" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_discounted_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id") WHERE "products"."active" and "products"."on_sale";--> statement-breakpoint
-- Decision 110. What a product's list figures are, from its own price and stock and its variants':
-- the cheapest option by final price (then sort order, id) gives the prices a card shows.
CREATE FUNCTION shop_product_figures(product integer, own_price integer, own_sale integer, own_stock integer,
  OUT list_price integer, OUT list_sale integer, OUT final_price integer, OUT max_final integer,
  OUT total_stock integer, OUT variant_count integer, OUT on_sale boolean)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(cv.price_cents, own_price),
    CASE WHEN cv.price_cents IS NULL THEN own_sale ELSE cv.sale_price_cents END,
    coalesce(cv.sale_price_cents, cv.price_cents, own_sale, own_price),
    coalesce(va.max_final, own_sale, own_price),
    coalesce(va.stock, own_stock),
    coalesce(va.n, 0),
    coalesce(va.any_sale, own_sale IS NOT NULL)
  FROM (SELECT 1) one
  LEFT JOIN LATERAL (
    SELECT pv.price_cents, pv.sale_price_cents FROM product_variants pv WHERE pv.product_id = product
    ORDER BY coalesce(pv.sale_price_cents, pv.price_cents), pv.sort_order, pv.id LIMIT 1
  ) cv ON true
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n, sum(pv.stock)::int AS stock, max(coalesce(pv.sale_price_cents, pv.price_cents)) AS max_final,
      bool_or(pv.sale_price_cents IS NOT NULL) AS any_sale
    FROM product_variants pv WHERE pv.product_id = product HAVING count(*) > 0
  ) va ON true
  $$;
--> statement-breakpoint
-- The list figures and the search document are written here, on every insert and update of a
-- product, whatever the statement set: they cannot be written wrong, only recomputed.
CREATE FUNCTION shop_products_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  SELECT * INTO f FROM shop_product_figures(NEW.id, NEW.price_cents, NEW.sale_price_cents, NEW.stock);
  NEW.list_price_cents := f.list_price;
  NEW.list_sale_price_cents := f.list_sale;
  NEW.final_price_cents := f.final_price;
  NEW.max_final_price_cents := f.max_final;
  NEW.total_stock := f.total_stock;
  NEW.in_stock := f.total_stock > 0;
  NEW.variant_count := f.variant_count;
  NEW.on_sale := f.on_sale;
  NEW.search_doc := shop_search_normalize(NEW.name || ' ' || regexp_replace(NEW.description, '<[^>]*>', ' ', 'g') || ' '
    || coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '') || ' '
    || coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.sub_category_id), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_figures BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION shop_products_figures();
--> statement-breakpoint
-- A variant's change (a sale, a cancellation, a return, a restock, an edit) recomputes its
-- product's figures in the same statement.
CREATE FUNCTION shop_variants_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET updated_at = updated_at WHERE id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    UPDATE products SET updated_at = updated_at WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_touch_product AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION shop_variants_touch_product();
--> statement-breakpoint
-- A renamed category renames what search finds in its products.
CREATE FUNCTION shop_categories_touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET updated_at = updated_at WHERE category_id = NEW.id OR sub_category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_touch_products AFTER UPDATE OF name ON categories FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION shop_categories_touch_products();
--> statement-breakpoint
-- Products whose stored figures differ from what their variants say (always none: the tests and
-- the benchmark's seed check it).
CREATE FUNCTION shop_catalogue_drift() RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT p.id FROM products p, LATERAL shop_product_figures(p.id, p.price_cents, p.sale_price_cents, p.stock) f
  WHERE (p.list_price_cents, p.list_sale_price_cents, p.final_price_cents, p.max_final_price_cents, p.total_stock, p.in_stock, p.variant_count, p.on_sale)
    IS DISTINCT FROM (f.list_price, f.list_sale, f.final_price, f.max_final, f.total_stock, f.total_stock > 0, f.variant_count, f.on_sale)
  $$;
--> statement-breakpoint
INSERT INTO catalogue_state (id, version) VALUES (1, 1);
--> statement-breakpoint
-- Every change to what the catalogue shows moves its version, in the changing transaction.
CREATE FUNCTION shop_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_bump AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_bump AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER product_images_catalogue_bump AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_bump AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_bump AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
-- Existing products get their figures (the trigger computes them).
UPDATE products SET updated_at = updated_at;
