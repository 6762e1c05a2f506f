CREATE TABLE "search_words" (
	"stem" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"plain" text NOT NULL,
	"ad_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_plain_prefix_idx" ON "search_words" USING btree ("plain" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_plain_trgm_idx" ON "search_words" USING gin ("plain" gin_trgm_ops);