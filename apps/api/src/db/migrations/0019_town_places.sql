-- A query word's second stem (DECISIONS #110). The 'lt' configuration removes diacritics
-- before the Lithuanian stemmer (0000_search_setup.sql), but the stemmer's last step turns 'dž' into 'd' and
-- 'č' into 't' only on the letters with their marks: 'kėdžių' (of chairs) stems to 'kedz' while 'kėdė' and
-- 'kėdės' stem to 'ked', and the genitive plural found nothing. For each word of the query whose stem with its
-- marks kept (then removed) differs, the query asks for either stem. Runs once per search, never per row.
CREATE OR REPLACE FUNCTION public.lt_stem_variants(q tsquery, words text) RETURNS tsquery
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  word text;
  folded text;
  kept text;
BEGIN
  IF pg_catalog.numnode(q) = 0 THEN
    RETURN q;
  END IF;
  FOR word IN SELECT DISTINCT pg_catalog.lower(m[1]) FROM pg_catalog.regexp_matches(words, '([[:alpha:]]+)', 'g') AS m LOOP
    folded := (SELECT pg_catalog.string_agg(lexeme, ' ') FROM pg_catalog.unnest(public.lt_tsvector(word)));
    kept := public.lt_unaccent((pg_catalog.ts_lexize('pg_catalog.lithuanian_stem'::pg_catalog.regdictionary, word))[1]);
    IF folded IS NOT NULL AND kept IS NOT NULL AND folded <> kept AND pg_catalog.strpos(folded, ' ') = 0 THEN
      q := pg_catalog.ts_rewrite(q, pg_catalog.quote_literal(folded)::pg_catalog.tsquery,
        (pg_catalog.quote_literal(folded) || ' | ' || pg_catalog.quote_literal(kept))::pg_catalog.tsquery);
    END IF;
  END LOOP;
  RETURN q;
END
$$;
--> statement-breakpoint
-- The list's location filter (DECISIONS #111): 'location = place or location like ''place,%'''.
CREATE INDEX "posts_location_idx" ON "posts" USING btree ("location" text_pattern_ops);