-- An attribute value of an offer as one bigint (ADR 0035): a hash of the lot, the key and the value,
-- so a facet names one value in one lot and the GIN index on offers.facets holds one lot's offers
-- per entry. offers/search-repository.ts asks the database for the hashes, never computes them.
CREATE FUNCTION "offer_facet"(lot integer, k text, v text) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT hashtextextended(lot::text || E'\x01' || k || E'\x01' || v, 0)
$$;--> statement-breakpoint
-- A numeric attribute value's bucket, as text: its whole part cut to two significant digits
-- (8 437 → '8400', at most 10% wide; offers/number-buckets.ts computes the same), 'neg' for every
-- negative value and 'big' from 10^17 on, so every number has exactly one bucket.
CREATE FUNCTION "offer_number_bucket"(v numeric) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN v < 0 THEN 'neg' WHEN v >= 1e17 THEN 'big' ELSE
    (floor(v)::bigint - floor(v)::bigint % power(10::numeric, greatest(length(floor(v)::bigint::text) - 2, 0))::bigint)::text END
$$;--> statement-breakpoint
-- Whether a numeric attribute lies within [lo, hi] (either end open when null). PL/pgSQL on
-- purpose: never inlined, so the planner gives the call a function's default selectivity instead
-- of the 0.5% it assumes for a range over an expression, which made a LIMIT look hopeless and
-- turned a short walk of the sort index into a fetch-and-sort of thousands of rows (ADR 0035).
CREATE FUNCTION "offer_number_within"(attrs jsonb, k text, lo numeric, hi numeric) RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN jsonb_typeof(attrs -> k) = 'number'
    AND (lo IS NULL OR (attrs ->> k)::numeric >= lo) AND (hi IS NULL OR (attrs ->> k)::numeric <= hi);
END $$;--> statement-breakpoint
-- Every string-valued attribute of an offer as its facet, and every numeric one as the facet of
-- its bucket ('#' and the bucket), so a range is an overlap with the buckets it spans.
CREATE FUNCTION "offer_facets"(lot integer, attrs jsonb) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT f), '{}'::bigint[]) FROM (
    SELECT CASE jsonb_typeof(e.value)
      WHEN 'string' THEN "offer_facet"(lot, e.key, e.value #>> '{}')
      WHEN 'number' THEN "offer_facet"(lot, e.key, '#' || "offer_number_bucket"((e.value #>> '{}')::numeric))
    END AS f
    FROM jsonb_each(CASE WHEN jsonb_typeof(attrs) = 'object' THEN attrs ELSE '{}'::jsonb END) AS e
  ) AS s WHERE f IS NOT NULL
$$;--> statement-breakpoint
CREATE TABLE "offer_facet_counts" (
	"lot_id" integer NOT NULL,
	"facet" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "offer_facet_counts_lot_id_facet_pk" PRIMARY KEY("lot_id","facet")
);
--> statement-breakpoint
DROP INDEX "offers_lot_server_idx";--> statement-breakpoint
DROP INDEX "offers_lot_rating_idx";--> statement-breakpoint
DROP INDEX "offers_lot_price_idx";--> statement-breakpoint
-- Both columns in one statement: the table is rewritten once.
ALTER TABLE "offers" ADD COLUMN "buyer_unit_kopecks" bigint GENERATED ALWAYS AS (round(price_kopecks::numeric * unit_price_kopecks / original_price_kopecks)::bigint) STORED NOT NULL,
  ADD COLUMN "facets" bigint[] GENERATED ALWAYS AS (offer_facets(lot_id, attributes)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_facet_counts" ADD CONSTRAINT "offer_facet_counts_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_facets_idx" ON "offers" USING gin ("facets") WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "offers_lot_rating_idx" ON "offers" USING btree ("lot_id","seller_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"buyer_unit_kopecks","facets") WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "offers_lot_price_idx" ON "offers" USING btree ("lot_id","buyer_unit_kopecks","id","facets","seller_rating","created_at") WHERE "offers"."active";--> statement-breakpoint
-- The counters of migration 0008 learn the facets, and the price buckets move to the buyer's price
-- per unit (ADR 0035). Same shape: one grouped upsert per counter per statement, in key order.
CREATE OR REPLACE FUNCTION "offer_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_counts" AS c ("lot_id", "server", "n")
  SELECT "lot_id", coalesce("server_attr", ''), count(*)::integer FROM new_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "server") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_price_counts" AS c ("lot_id", "bucket", "n")
  SELECT "lot_id", "offer_price_bucket"("buyer_unit_kopecks"), count(*)::integer FROM new_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "bucket") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_facet_counts" AS c ("lot_id", "facet", "n")
  SELECT r."lot_id", f, count(*)::integer FROM new_rows r, unnest(r."facets") AS f WHERE r."active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "facet") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "offer_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_counts" AS c ("lot_id", "server", "n")
  SELECT "lot_id", coalesce("server_attr", ''), -count(*)::integer FROM old_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "server") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_price_counts" AS c ("lot_id", "bucket", "n")
  SELECT "lot_id", "offer_price_bucket"("buyer_unit_kopecks"), -count(*)::integer FROM old_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "bucket") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_facet_counts" AS c ("lot_id", "facet", "n")
  SELECT r."lot_id", f, -count(*)::integer FROM old_rows r, unnest(r."facets") AS f WHERE r."active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "facet") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "offer_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose active flag, lot, attributes or price changed move a counter; the rest cancel out.
  INSERT INTO "offer_counts" AS c ("lot_id", "server", "n")
  SELECT "lot_id", "server", sum(d)::integer FROM (
    SELECT "lot_id", coalesce("server_attr", '') AS "server", 1 AS d FROM new_rows WHERE "active"
    UNION ALL
    SELECT "lot_id", coalesce("server_attr", ''), -1 FROM old_rows WHERE "active"
  ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "server") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_price_counts" AS c ("lot_id", "bucket", "n")
  SELECT "lot_id", "bucket", sum(d)::integer FROM (
    SELECT "lot_id", "offer_price_bucket"("buyer_unit_kopecks") AS "bucket", 1 AS d FROM new_rows WHERE "active"
    UNION ALL
    SELECT "lot_id", "offer_price_bucket"("buyer_unit_kopecks"), -1 FROM old_rows WHERE "active"
  ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "bucket") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_facet_counts" AS c ("lot_id", "facet", "n")
  SELECT "lot_id", "facet", sum(d)::integer FROM (
    SELECT r."lot_id", f AS "facet", 1 AS d FROM new_rows r, unnest(r."facets") AS f WHERE r."active"
    UNION ALL
    SELECT r."lot_id", f, -1 FROM old_rows r, unnest(r."facets") AS f WHERE r."active"
  ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "facet") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM "offer_price_counts";--> statement-breakpoint
INSERT INTO "offer_price_counts" ("lot_id", "bucket", "n")
SELECT "lot_id", "offer_price_bucket"("buyer_unit_kopecks"), count(*)::integer FROM "offers" WHERE "active" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "offer_facet_counts" ("lot_id", "facet", "n")
SELECT o."lot_id", f, count(*)::integer FROM "offers" o, unnest(o."facets") AS f WHERE o."active" GROUP BY 1, 2;
