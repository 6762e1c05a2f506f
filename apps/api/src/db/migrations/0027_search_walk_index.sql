-- The whole-text search's walk (DECISIONS #161): a keyword's words in title and description ('all', the
-- description filter, synonyms, category words' rest) are tested on each of the newest active ads until the
-- ranking has its 1,001 newest matches. That walk read every ad it passed from the table (posts_status_bumped_at_idx
-- holds no search_vector): 6,700 ads for 'automobilis'. With search_vector INCLUDEd it is tested on the index
-- entry, and the matches are ranked from it (an index-only scan). About 400 bytes an ad: 39 MB at 100,000 ads.
CREATE INDEX "posts_active_search_walk_idx" ON "posts" USING btree ("bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "creator_id", "post_type", "search_vector")
  WHERE "status" = 'active';
