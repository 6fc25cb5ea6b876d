-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated column or an
-- index. The shop never changes the dictionary, so this wrapper names it explicitly and is declared
-- IMMUTABLE. Lower-cased, unaccented text: "Cílios" and "CILIOS" both become "cilios".
CREATE OR REPLACE FUNCTION shop_search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
