-- Per lot, how many active offers hold each lexeme of their search_vector (ADR 0040): a text search
-- chooses between walking its sort index and taking the matches from the GIN from these counts,
-- and a one-word search knows its total, without reading an offer. "C" collation: a word typed so
-- far (a prefix) is a range of the primary key.
CREATE TABLE "offer_lot_words" (
	"lot_id" integer NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "offer_lot_words_lot_id_word_pk" PRIMARY KEY("lot_id","word")
);
--> statement-breakpoint
ALTER TABLE "offer_lot_words" ADD CONSTRAINT "offer_lot_words_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept as offer_facet_counts is (migration 0016): one grouped upsert per statement, in key order so
-- concurrent writers take the rows in the same order; an update moves a count only for the rows
-- whose active flag, lot or texts changed (an order's availability change costs nothing here).
CREATE FUNCTION "offer_lot_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_lot_words" AS c ("lot_id", "word", "n")
  SELECT r."lot_id", w, count(*)::integer FROM new_rows r, unnest(tsvector_to_array(r."search_vector")) AS w
  WHERE r."active" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "word") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offer_lot_words_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_lot_words" AS c ("lot_id", "word", "n")
  SELECT r."lot_id", w, -count(*)::integer FROM old_rows r, unnest(tsvector_to_array(r."search_vector")) AS w
  WHERE r."active" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "word") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offer_lot_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_lot_words" AS c ("lot_id", "word", "n")
  SELECT "lot_id", "word", sum(d)::integer FROM (
    SELECT n."lot_id", w AS "word", 1 AS d
    FROM new_rows n JOIN old_rows o ON o."id" = n."id", unnest(tsvector_to_array(n."search_vector")) AS w
    WHERE n."active" AND (NOT o."active" OR o."lot_id" <> n."lot_id" OR o."search_vector" <> n."search_vector")
    UNION ALL
    SELECT o."lot_id", w, -1
    FROM old_rows o JOIN new_rows n ON n."id" = o."id", unnest(tsvector_to_array(o."search_vector")) AS w
    WHERE o."active" AND (NOT n."active" OR o."lot_id" <> n."lot_id" OR o."search_vector" <> n."search_vector")
  ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "word") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_lot_words_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_lot_words_insert"();--> statement-breakpoint
CREATE TRIGGER "offers_lot_words_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_lot_words_delete"();--> statement-breakpoint
CREATE TRIGGER "offers_lot_words_update" AFTER UPDATE ON "offers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_lot_words_update"();--> statement-breakpoint
INSERT INTO "offer_lot_words" ("lot_id", "word", "n")
SELECT o."lot_id", w, count(*)::integer FROM "offers" o, unnest(tsvector_to_array(o."search_vector")) AS w
WHERE o."active" GROUP BY 1, 2;
--> statement-breakpoint
-- Numeric attributes in four nested bucket sizes (ADR 0040; offers/number-buckets.ts computes the
-- same): the whole part's decade ('d4' for 1000..9999) and the whole part cut to one, two and three
-- significant digits ('1:8000', '8400' as in migration 0016, '3:8430'); 'neg' and 'big' as before.
-- A range is then the overlap with a few dozen buckets that tile it, open or wide alike, and the
-- sum of their counters is its count to within the three-digit buckets at its two ends.
CREATE FUNCTION "offer_number_buckets"(v numeric) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN v < 0 THEN array['neg'] WHEN v >= 1e17 THEN array['big'] ELSE array[
    'd' || length(floor(v)::bigint::text),
    '1:' || (floor(v)::bigint - floor(v)::bigint % power(10::numeric, greatest(length(floor(v)::bigint::text) - 1, 0))::bigint),
    (floor(v)::bigint - floor(v)::bigint % power(10::numeric, greatest(length(floor(v)::bigint::text) - 2, 0))::bigint)::text,
    '3:' || (floor(v)::bigint - floor(v)::bigint % power(10::numeric, greatest(length(floor(v)::bigint::text) - 3, 0))::bigint)
  ] END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "offer_facets"(lot integer, attrs jsonb) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT f), '{}'::bigint[]) FROM (
    SELECT "offer_facet"(lot, e.key, e.value #>> '{}') AS f
    FROM jsonb_each(CASE WHEN jsonb_typeof(attrs) = 'object' THEN attrs ELSE '{}'::jsonb END) AS e
    WHERE jsonb_typeof(e.value) = 'string'
    UNION ALL
    SELECT "offer_facet"(lot, e.key, '#' || b)
    FROM jsonb_each(CASE WHEN jsonb_typeof(attrs) = 'object' THEN attrs ELSE '{}'::jsonb END) AS e,
      unnest("offer_number_buckets"((e.value #>> '{}')::numeric)) AS b
    WHERE jsonb_typeof(e.value) = 'number'
  ) AS s WHERE f IS NOT NULL
$$;--> statement-breakpoint
-- The stored facets are computed again: the column is added anew (one rewrite of the table), its
-- indexes built again (as migration 0016 built them) and the facet counters counted again.
DROP INDEX "offers_facets_idx";--> statement-breakpoint
DROP INDEX "offers_lot_rating_idx";--> statement-breakpoint
DROP INDEX "offers_lot_price_idx";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "facets",
  ADD COLUMN "facets" bigint[] GENERATED ALWAYS AS (offer_facets(lot_id, attributes)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_facets_idx" ON "offers" USING gin ("facets") WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "offers_lot_rating_idx" ON "offers" USING btree ("lot_id","seller_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"buyer_unit_kopecks","facets") WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "offers_lot_price_idx" ON "offers" USING btree ("lot_id","buyer_unit_kopecks","id","facets","seller_rating","created_at") WHERE "offers"."active";--> statement-breakpoint
DELETE FROM "offer_facet_counts";--> statement-breakpoint
INSERT INTO "offer_facet_counts" ("lot_id", "facet", "n")
SELECT o."lot_id", f, count(*)::integer FROM "offers" o, unnest(o."facets") AS f WHERE o."active" GROUP BY 1, 2;
--> statement-breakpoint
-- The new column has no statistics yet: the planner estimates its conditions from them.
ANALYZE "offers";
