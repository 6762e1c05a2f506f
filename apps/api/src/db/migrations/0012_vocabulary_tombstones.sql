ALTER TABLE "search_vocabulary" DROP CONSTRAINT "search_vocabulary_origin_check";--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD CONSTRAINT "search_vocabulary_origin_check" CHECK ("search_vocabulary"."origin" in ('seed', 'staff', 'removed'));--> statement-breakpoint
-- A seeded pair staff deleted stays as a tombstone (origin 'removed', DECISIONS #86) so the seed at the next
-- start does not bring it back; the search must not read it. Otherwise as in 0010.
CREATE OR REPLACE FUNCTION public.lt_expand(q tsquery) RETURNS tsquery
  LANGUAGE sql VOLATILE
  AS $$
    SELECT CASE WHEN pg_catalog.numnode(q) = 0 THEN q ELSE pg_catalog.ts_rewrite(q, pg_catalog.format(
      'SELECT target, (target::text || '' | '' || string_agg(''('' || substitute::text || '')'', '' | ''))::tsquery'
      ' FROM public.search_vocabulary WHERE origin <> ''removed'' AND numnode(target) > 0 AND numnode(substitute) > 0'
      ' AND target <@ %L::tsquery GROUP BY target ORDER BY numnode(target) DESC', q::text)) END
  $$;
