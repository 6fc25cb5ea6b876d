-- Word similarity (pg_trgm's <% and %>) costs a comparison over the whole search document for each
-- row; at the default cost of 1 the planner thinks a scan that checks it on every product is
-- cheap. Telling it the truth lets it read near spellings through the trigram index (decision 105).
-- Where the functions belong to another role the change is skipped: search stays right, only slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 200;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 200;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word similarity cost left as it was: %', SQLERRM;
END
$$;
