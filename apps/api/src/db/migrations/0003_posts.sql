ALTER TABLE "posts" ADD COLUMN "creator_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "post_type" text DEFAULT 'sell' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "bumped_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(lt_tsvector("posts"."title"), 'A') || setweight(lt_tsvector("posts"."description"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_status_bumped_at_idx" ON "posts" USING btree ("status","bumped_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_category_id_status_bumped_at_idx" ON "posts" USING btree ("category_id","status","bumped_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_creator_id_idx" ON "posts" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin (lt_unaccent("title") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_post_type_valid" CHECK ("posts"."post_type" in ('sell', 'buy', 'rentOut', 'rentWanted', 'giveAway', 'exchange', 'offer', 'seek'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_price_cents_non_negative" CHECK ("posts"."price_cents" is null or "posts"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_view_count_non_negative" CHECK ("posts"."view_count" >= 0);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_description_length" CHECK (char_length("posts"."description") <= 5000);