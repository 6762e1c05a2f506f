CREATE TABLE "post_category_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"listed_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_category_counts" ADD CONSTRAINT "post_category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_blocked_until_idx" ON "users" USING btree ("blocked_until") WHERE "users"."is_blocked";--> statement-breakpoint
-- An ad is listed (counted) while it is active and its creator's is_blocked flag is off. The rule reads no
-- clock, so a trigger can keep it exactly; what time changes (expires_at, blocked_until) is corrected when read.
CREATE FUNCTION post_is_listed(post_status text, post_creator_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT post_status = 'active'
    AND NOT coalesce((SELECT u.is_blocked FROM users u WHERE u.id = post_creator_id), false)
$$;
--> statement-breakpoint
CREATE FUNCTION post_category_counts_add(counted_category_id integer, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO post_category_counts (category_id, listed_count) VALUES (counted_category_id, delta)
  ON CONFLICT (category_id) DO UPDATE SET listed_count = post_category_counts.listed_count + excluded.listed_count
$$;
--> statement-breakpoint
-- Every insert, update and delete of an ad moves the counts in the same transaction.
CREATE FUNCTION posts_keep_category_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_listed boolean := false;
  new_listed boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_listed := post_is_listed(OLD.status, OLD.creator_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_listed := post_is_listed(NEW.status, NEW.creator_id);
  END IF;
  IF TG_OP = 'UPDATE' AND old_listed AND new_listed AND OLD.category_id = NEW.category_id THEN
    RETURN NULL;
  END IF;
  IF old_listed THEN
    PERFORM post_category_counts_add(OLD.category_id, -1);
  END IF;
  IF new_listed THEN
    PERFORM post_category_counts_add(NEW.category_id, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_keep_category_counts AFTER INSERT OR DELETE OR UPDATE OF status, category_id, creator_id ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_keep_category_counts();
--> statement-breakpoint
-- Blocking or unblocking a seller takes their active ads out of the counts or puts them back.
CREATE FUNCTION users_keep_category_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_category_counts (category_id, listed_count)
    SELECT p.category_id, CASE WHEN NEW.is_blocked THEN -count(*) ELSE count(*) END::integer
    FROM posts p WHERE p.creator_id = NEW.id AND p.status = 'active'
    GROUP BY p.category_id
  ON CONFLICT (category_id) DO UPDATE SET listed_count = post_category_counts.listed_count + excluded.listed_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_keep_category_counts AFTER UPDATE OF is_blocked ON users
  FOR EACH ROW WHEN (OLD.is_blocked IS DISTINCT FROM NEW.is_blocked) EXECUTE FUNCTION users_keep_category_counts();
--> statement-breakpoint
-- Counts every category from scratch: the initial fill below, and bulk loads that run with the triggers off
-- (the bench's seed).
CREATE FUNCTION recount_post_category_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM post_category_counts;
  INSERT INTO post_category_counts (category_id, listed_count)
    SELECT p.category_id, count(*)::integer FROM posts p
    LEFT JOIN users u ON u.id = p.creator_id
    WHERE p.status = 'active' AND NOT coalesce(u.is_blocked, false)
    GROUP BY p.category_id;
$$;
--> statement-breakpoint
SELECT recount_post_category_counts();
