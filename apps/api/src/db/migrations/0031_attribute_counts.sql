-- How many listed ads of a subcategory have each value of its countable fields (choice, several choices, yes/no;
-- PRODUCT.md §25): the counts per choice of a subcategory's unfiltered list, read instead of counted
-- (decision 0083). Kept by triggers as post_category_counts is (migration 0009): an ad counts while it is listed
-- (active, its creator's is_blocked flag off); what time changes is corrected when read.
CREATE TABLE "post_attribute_counts" (
	"category_id" integer NOT NULL REFERENCES "categories"("id"),
	"key" text NOT NULL,
	"value" text NOT NULL,
	"listed_count" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("category_id", "key", "value")
);
--> statement-breakpoint
-- The keys of a subcategory's fields that have counts: filterable choice, several-choice and yes/no fields.
CREATE FUNCTION post_countable_keys(counted_category_id integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(f->>'key'), '{}'::text[])
  FROM categories c, jsonb_array_elements(c.fields) f
  WHERE c.id = counted_category_id AND f->>'type' IN ('choice', 'multiChoice', 'yesNo')
    AND coalesce((f->>'filterable')::boolean, false)
$$;
--> statement-breakpoint
-- An ad's (key, value) pairs of `keys`: a choice or yes/no as its text ('diesel', 'true'), a list item by item.
CREATE FUNCTION post_attribute_pairs(attrs jsonb, keys text[]) RETURNS TABLE (key text, value text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT e.key, e.value #>> '{}' FROM jsonb_each(attrs) e
    WHERE e.key = ANY (keys) AND jsonb_typeof(e.value) IN ('string', 'boolean')
  UNION ALL
  SELECT e.key, item FROM jsonb_each(attrs) e, jsonb_array_elements_text(e.value) item
    WHERE e.key = ANY (keys) AND jsonb_typeof(e.value) = 'array'
$$;
--> statement-breakpoint
CREATE FUNCTION post_attribute_counts_add(counted_category_id integer, attrs jsonb, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO post_attribute_counts (category_id, key, value, listed_count)
    SELECT counted_category_id, p.key, p.value, delta
    FROM post_attribute_pairs(attrs, post_countable_keys(counted_category_id)) p
  ON CONFLICT (category_id, key, value)
    DO UPDATE SET listed_count = post_attribute_counts.listed_count + excluded.listed_count
$$;
--> statement-breakpoint
CREATE FUNCTION posts_keep_attribute_counts() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF TG_OP = 'UPDATE' AND old_listed = new_listed AND OLD.category_id = NEW.category_id
    AND OLD.attributes = NEW.attributes THEN
    RETURN NULL;
  END IF;
  IF old_listed AND OLD.attributes <> '{}'::jsonb THEN
    PERFORM post_attribute_counts_add(OLD.category_id, OLD.attributes, -1);
  END IF;
  IF new_listed AND NEW.attributes <> '{}'::jsonb THEN
    PERFORM post_attribute_counts_add(NEW.category_id, NEW.attributes, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_keep_attribute_counts
  AFTER INSERT OR DELETE OR UPDATE OF status, category_id, creator_id, attributes ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_keep_attribute_counts();
--> statement-breakpoint
-- Blocking or unblocking a seller takes their active ads' values out of the counts or puts them back.
CREATE FUNCTION users_keep_attribute_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_attribute_counts (category_id, key, value, listed_count)
    SELECT p.category_id, x.key, x.value, CASE WHEN NEW.is_blocked THEN -count(*) ELSE count(*) END::integer
    FROM posts p CROSS JOIN LATERAL post_attribute_pairs(p.attributes, post_countable_keys(p.category_id)) x
    WHERE p.creator_id = NEW.id AND p.status = 'active'
    GROUP BY p.category_id, x.key, x.value
  ON CONFLICT (category_id, key, value)
    DO UPDATE SET listed_count = post_attribute_counts.listed_count + excluded.listed_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_keep_attribute_counts AFTER UPDATE OF is_blocked ON users
  FOR EACH ROW WHEN (OLD.is_blocked IS DISTINCT FROM NEW.is_blocked) EXECUTE FUNCTION users_keep_attribute_counts();
--> statement-breakpoint
-- Counts every value from scratch: the initial fill below, bulk loads with the triggers off, and after an
-- administrator makes a field countable.
CREATE FUNCTION recount_post_attribute_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM post_attribute_counts;
  WITH countable AS (SELECT id, post_countable_keys(id) AS keys FROM categories WHERE parent_id IS NOT NULL)
  INSERT INTO post_attribute_counts (category_id, key, value, listed_count)
    SELECT p.category_id, x.key, x.value, count(*)::integer
    FROM posts p
    JOIN countable c ON c.id = p.category_id
    LEFT JOIN users u ON u.id = p.creator_id
    CROSS JOIN LATERAL post_attribute_pairs(p.attributes, c.keys) x
    WHERE p.status = 'active' AND NOT coalesce(u.is_blocked, false) AND p.attributes <> '{}'::jsonb
    GROUP BY p.category_id, x.key, x.value;
$$;
--> statement-breakpoint
SELECT recount_post_attribute_counts();
