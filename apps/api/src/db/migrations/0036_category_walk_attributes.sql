-- A subcategory's walk also holds the ads' field values (PRODUCT.md §25, decision 0083): a list filtered by its
-- fields and the counts per choice (GET /api/posts/fieldCounts) then read the index alone, not each ad's row.
-- At 1,000,000 ads the flats' counts read 33,730 buffers with a users lookup per ad, and 9,675 from this index.
-- Declared here, not in schema/posts.ts: Drizzle cannot declare INCLUDE (migration 0013).
DROP INDEX "posts_category_bumped_at_idx";--> statement-breakpoint
CREATE INDEX "posts_category_bumped_at_idx" ON "posts" USING btree ("category_id", "status", "bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "creator_id", "top_until", "price_cents", "post_type", "attributes");
