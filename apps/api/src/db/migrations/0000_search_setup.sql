-- Custom migration (drizzle-kit generate --custom): what the schema files cannot express.
-- Everything here must run on PostgreSQL 15 (Debian's server) and on PGlite (PostgreSQL 18);
-- the app's PGlite loads the pg_trgm and unaccent extensions (src/db/client.ts).

-- Trigram similarity, for typo-tolerant title search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Accent removal, so 'siauliai' finds 'Šiauliai'.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Lithuanian full-text search that ignores diacritics and letter case: words with non-ASCII letters go
-- through unaccent (a filtering dictionary) and then the Lithuanian Snowball stemmer. ASCII words already
-- map to lithuanian_stem in the copied configuration. Example: to_tsvector('lt', 'Šiauliuose') @@
-- to_tsquery('lt', 'siauliai') is true.
CREATE TEXT SEARCH CONFIGURATION public.lt (COPY = pg_catalog.lithuanian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.lt
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.lithuanian_stem;
--> statement-breakpoint
-- IMMUTABLE wrapper so a STORED generated tsvector column (and its GIN index) can use the 'lt' configuration,
-- e.g. setweight(lt_tsvector(title), 'A') || setweight(lt_tsvector(description), 'B').
-- Names are schema-qualified so the function does not depend on search_path (pg_dump restores with an empty one).
-- NULL input gives an empty vector, so one missing part never empties the concatenation.
CREATE OR REPLACE FUNCTION public.lt_tsvector(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.to_tsvector('public.lt'::pg_catalog.regconfig, coalesce(input, '')) $$;
--> statement-breakpoint
-- unaccent() itself is only STABLE (its dictionary could change); this IMMUTABLE form allows expression
-- indexes such as gin (lower(lt_unaccent(title)) gin_trgm_ops) for typo-tolerant search.
CREATE OR REPLACE FUNCTION public.lt_unaccent(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::pg_catalog.regdictionary, input) $$;
