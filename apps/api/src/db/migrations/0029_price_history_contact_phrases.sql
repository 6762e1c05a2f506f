-- Decision 0084. Runs on PostgreSQL 15 and PGlite (18).
--
-- 1. A description's contact phrases are no product words: "skambinkite telefonu" made every honey and massage
-- ad match 'telefonas'. The description's search text leaves them out: the text is folded (unaccented, lower
-- case, as the 'lt' configuration reads it anyway) and each phrase is replaced by a space. The phrases: calling,
-- writing, asking and contacting verbs (skambinkite, paskambinti, rašykite, parašyti, teiraukitės,
-- pasiteirauti, susisiekite, kreipkitės), "telefonu", "numeriu", "tel", "sms", "žinute", "el. paštu", and the
-- labels "telefonas:" / "telefono nr.:". 'telefonas', 'telefono dėklas' and 'skambutis' stay words.
CREATE OR REPLACE FUNCTION public.lt_search_description(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.regexp_replace(
    pg_catalog.lower(coalesce(public.lt_unaccent(input), '')),
    '\m(telefon(as|o)\s*(nr\.?|numeris)?\s*:|(pa)?skambin\w*|(pa)?rasyk\w*|(pa)?rasyti\M|(pa)?(si)?teirau\w*|susisie\w*|kreipk\w*|kreiptis\M|telefonu\M|numeriu\M|tel\M|sms\M|zinut\w*|(el\.?\s*|e-)pastu\M)',
    ' ', 'g') $$;
--> statement-breakpoint
-- search_vector is rebuilt with the new description text (PostgreSQL 15 cannot change a generated column's
-- expression): dropping it drops its three indexes, made again below as 0003, 0026 and 0027 made them.
ALTER TABLE "posts" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(lt_tsvector("posts"."title"), 'A') || setweight(lt_tsvector(lt_search_description("posts"."description")), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_top_search_vector_idx" ON "posts" USING gin ("search_vector") WHERE "posts"."top_until" is not null;--> statement-breakpoint
CREATE INDEX "posts_active_search_walk_idx" ON "posts" USING btree ("bumped_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("expires_at", "creator_id", "post_type", "search_vector")
  WHERE "status" = 'active';--> statement-breakpoint
-- 2. 'Kaina sumažinta': each ad's prices over time, and the last drop kept on the ad for its reads.
CREATE TABLE "post_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"price_cents" integer,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "previous_price_cents" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_prices" ADD CONSTRAINT "post_prices_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_prices_post_id_since_idx" ON "post_prices" USING btree ("post_id","since");--> statement-breakpoint
-- The ads there are: their price now is where their history starts.
INSERT INTO "post_prices" ("post_id", "price_cents", "since") SELECT "id", "price_cents", "created_at" FROM "posts";--> statement-breakpoint
-- Every first price and price change is a row of the history, in the transaction that makes it.
CREATE FUNCTION post_prices_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price_cents IS NOT DISTINCT FROM OLD.price_cents THEN
    RETURN NULL;
  END IF;
  INSERT INTO post_prices (post_id, price_cents) VALUES (NEW.id, NEW.price_cents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_prices_record AFTER INSERT OR UPDATE OF price_cents ON posts
  FOR EACH ROW EXECUTE FUNCTION post_prices_record();
--> statement-breakpoint
-- A price change: a drop below the lowest price the ad had in the 14 days before (the price in force 14 days
-- ago and every later one, 'Sutartinė' aside) keeps that lowest price and the moment; any other change (a rise,
-- a drop not below that lowest price, 'Sutartinė') clears them.
CREATE FUNCTION posts_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowest integer;
BEGIN
  IF NEW.price_cents IS NOT DISTINCT FROM OLD.price_cents THEN
    RETURN NEW;
  END IF;
  NEW.previous_price_cents := NULL;
  NEW.price_dropped_at := NULL;
  IF OLD.price_cents IS NULL OR NEW.price_cents IS NULL OR NEW.price_cents >= OLD.price_cents THEN
    RETURN NEW;
  END IF;
  SELECT min(h.price_cents) INTO lowest FROM post_prices h
    WHERE h.post_id = NEW.id
      AND h.since >= coalesce(
        (SELECT max(p.since) FROM post_prices p WHERE p.post_id = NEW.id AND p.since <= now() - interval '14 days'),
        '-infinity');
  lowest := least(coalesce(lowest, OLD.price_cents), OLD.price_cents);
  IF lowest > NEW.price_cents THEN
    NEW.previous_price_cents := lowest;
    NEW.price_dropped_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_price_drop BEFORE UPDATE OF price_cents ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_price_drop();
