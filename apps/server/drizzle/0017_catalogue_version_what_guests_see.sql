-- Decision 114. The catalogue version moves only when something a guest is shown changes, so a rush
-- of orders keeps the cached answers (and the pages rendered from them). Stock is shown up to
-- STOCK_SHOWN_UP_TO (packages/contract/src/catalogue-rules.ts): beyond it a sale changes nothing a
-- guest sees.
CREATE FUNCTION shop_stock_shown(stock integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT least(greatest(stock, 0), 10) $$;
--> statement-breakpoint
-- A product's update moves the version when a column guests see changed (every column is seen but
-- the raw stock, the sold count and the update time), when the stock shown changed, or when the
-- sold count moved it past another active product (the bestseller, featured, trending and search
-- orders all rank on it). Inserts and deletes always move it.
CREATE FUNCTION shop_products_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'stock' - 'total_stock' - 'sold_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'total_stock' - 'sold_count' - 'updated_at')
    OR shop_stock_shown(OLD.total_stock) <> shop_stock_shown(NEW.total_stock)
    OR (OLD.sold_count <> NEW.sold_count AND NEW.active AND EXISTS (
      SELECT 1 FROM products q WHERE q.active AND q.id <> NEW.id
        AND q.sold_count BETWEEN least(OLD.sold_count, NEW.sold_count) AND greatest(OLD.sold_count, NEW.sold_count)))
  THEN
    UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shop_variants_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updated_at')
    OR shop_stock_shown(OLD.stock) <> shop_stock_shown(NEW.stock)
  THEN
    UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_catalogue_bump ON products;
--> statement-breakpoint
DROP TRIGGER product_variants_catalogue_bump ON product_variants;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_bump AFTER INSERT OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_bump_seen AFTER UPDATE ON products FOR EACH ROW EXECUTE FUNCTION shop_products_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_bump AFTER INSERT OR DELETE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_bump();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalogue_bump_seen AFTER UPDATE ON product_variants FOR EACH ROW EXECUTE FUNCTION shop_variants_catalogue_bump();
