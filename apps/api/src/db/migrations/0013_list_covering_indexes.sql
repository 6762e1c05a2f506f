DROP INDEX "posts_category_id_status_bumped_at_idx";--> statement-breakpoint
-- The public lists' walks to a page (DECISIONS #89). listPosts reads a page's ids first, then its rows by id, so
-- these walks read only the index: the columns the visibility rule, the category, price and type filters and the
-- TOP split test are INCLUDEd, and the key is the lists' order exactly (bumped_at desc nulls last, id desc).
-- Declared here, not in schema/posts.ts: Drizzle cannot declare INCLUDE.
-- Newest first over the whole site (and a category's main list, filtered on category_id in the index).
CREATE INDEX "posts_active_bumped_at_idx" ON "posts" USING btree ("bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "category_id", "creator_id", "top_until", "price_cents", "post_type")
  WHERE "status" = 'active';--> statement-breakpoint
-- The TOP part of a public list: the ads that have or had a TOP service, newest first (the few whose service
-- ended are skipped in the index).
CREATE INDEX "posts_top_bumped_at_idx" ON "posts" USING btree ("bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("top_until", "expires_at", "category_id", "creator_id", "price_cents", "post_type")
  WHERE "top_until" IS NOT NULL AND "status" = 'active';--> statement-breakpoint
-- A subcategory's list and its filtered total (counted up to the cap from the index alone); replaces
-- posts_category_id_status_bumped_at_idx, whose bumped_at desc (nulls first) did not match the lists' order.
CREATE INDEX "posts_category_bumped_at_idx" ON "posts" USING btree ("category_id", "status", "bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "creator_id", "top_until", "price_cents", "post_type");
--> statement-breakpoint
-- The price sorts past the TOP ads (priceAsc: cheapest first, ads without a price last; priceDesc reads the
-- second backwards: dearest first, without a price last), each then newest first as the lists break ties.
CREATE INDEX "posts_price_asc_bumped_at_idx" ON "posts" USING btree ("price_cents" ASC NULLS LAST, "bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "category_id", "creator_id", "top_until", "post_type")
  WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_price_desc_bumped_at_idx" ON "posts" USING btree ("price_cents" ASC NULLS FIRST, "bumped_at" ASC NULLS FIRST, "id" ASC)
  INCLUDE ("expires_at", "category_id", "creator_id", "top_until", "post_type")
  WHERE "status" = 'active';
