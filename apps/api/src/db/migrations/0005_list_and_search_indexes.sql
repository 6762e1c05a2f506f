DROP INDEX "posts_expires_at_active_idx";--> statement-breakpoint
CREATE INDEX "posts_top_until_idx" ON "posts" USING btree ("top_until") WHERE "posts"."top_until" is not null;--> statement-breakpoint
CREATE INDEX "posts_visible_count_idx" ON "posts" USING btree ("expires_at","creator_id","category_id") WHERE "posts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "posts_title_tsvector_idx" ON "posts" USING gin (lt_tsvector("title"));--> statement-breakpoint
CREATE INDEX "posts_description_tsvector_idx" ON "posts" USING gin (lt_tsvector("description"));