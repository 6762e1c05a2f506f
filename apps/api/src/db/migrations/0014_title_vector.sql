-- The title filter's own vector (DECISIONS #92). A common title word was found by walking the newest ads and
-- reading each one's search_vector for its weight-A words: 28,000 ads read for 'automobilis' at 1,000,000 ads,
-- 200 ms. Stored apart and INCLUDEd in the list walk's index, it is tested on the index entry, unread ads.
-- The expression indexes on lt_tsvector(title) and lt_tsvector(description) go: no query uses them (the
-- description filter matches search_vector's weight B), and they would be rebuilt by the rewrite below.
DROP INDEX "posts_title_tsvector_idx";--> statement-breakpoint
DROP INDEX "posts_description_tsvector_idx";--> statement-breakpoint
-- Rewrites the table (a stored generated column): about a minute per 1,000,000 ads.
ALTER TABLE "posts" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (lt_tsvector("posts"."title")) STORED;--> statement-breakpoint
-- Rare title words: their ads through this index.
CREATE INDEX "posts_title_vector_idx" ON "posts" USING gin ("title_vector");--> statement-breakpoint
-- Common ones: the newest-first walk of migration 0013, remade with title_vector among its INCLUDE columns.
DROP INDEX "posts_active_bumped_at_idx";--> statement-breakpoint
CREATE INDEX "posts_active_bumped_at_idx" ON "posts" USING btree ("bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "category_id", "creator_id", "top_until", "price_cents", "post_type", "title_vector")
  WHERE "status" = 'active';
