CREATE TABLE "offer_counts" (
	"lot_id" integer NOT NULL,
	"server" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "offer_counts_lot_id_server_pk" PRIMARY KEY("lot_id","server")
);
--> statement-breakpoint
CREATE TABLE "offer_price_counts" (
	"lot_id" integer NOT NULL,
	"bucket" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "offer_price_counts_lot_id_bucket_pk" PRIMARY KEY("lot_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "offer_counts" ADD CONSTRAINT "offer_counts_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_price_counts" ADD CONSTRAINT "offer_price_counts_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The price bucket of ADR 0010: the price in kopecks cut to three significant digits (485 317 →
-- 485 000), exact integer arithmetic. offers/price-buckets.ts computes the same in TypeScript.
CREATE FUNCTION "offer_price_bucket"(p bigint) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT p - p % power(10::numeric, greatest(length(p::text) - 3, 0))::bigint
$$;--> statement-breakpoint
-- offer_counts and offer_price_counts follow the active offers (ADR 0010). Statement-level triggers
-- with transition tables, one per event (PostgreSQL allows transition tables on single-event
-- triggers only): one grouped upsert per statement, so bulk loads stay fast. Rows are upserted in
-- key order, so concurrent writers lock shared counters in the same order.
CREATE FUNCTION "offer_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_counts" AS c ("lot_id", "server", "n")
  SELECT "lot_id", coalesce("server_attr", ''), count(*)::integer FROM new_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "server") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_price_counts" AS c ("lot_id", "bucket", "n")
  SELECT "lot_id", "offer_price_bucket"("price_kopecks"), count(*)::integer FROM new_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "bucket") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offer_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_counts" AS c ("lot_id", "server", "n")
  SELECT "lot_id", coalesce("server_attr", ''), -count(*)::integer FROM old_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "server") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_price_counts" AS c ("lot_id", "bucket", "n")
  SELECT "lot_id", "offer_price_bucket"("price_kopecks"), -count(*)::integer FROM old_rows WHERE "active"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "bucket") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offer_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose active flag, lot, Server or price changed move a counter; the rest cancel out.
  INSERT INTO "offer_counts" AS c ("lot_id", "server", "n")
  SELECT "lot_id", "server", sum(d)::integer FROM (
    SELECT "lot_id", coalesce("server_attr", '') AS "server", 1 AS d FROM new_rows WHERE "active"
    UNION ALL
    SELECT "lot_id", coalesce("server_attr", ''), -1 FROM old_rows WHERE "active"
  ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "server") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "offer_price_counts" AS c ("lot_id", "bucket", "n")
  SELECT "lot_id", "bucket", sum(d)::integer FROM (
    SELECT "lot_id", "offer_price_bucket"("price_kopecks") AS "bucket", 1 AS d FROM new_rows WHERE "active"
    UNION ALL
    SELECT "lot_id", "offer_price_bucket"("price_kopecks"), -1 FROM old_rows WHERE "active"
  ) AS x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT ("lot_id", "bucket") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_counts_insert" AFTER INSERT ON "offers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offer_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "offers_counts_delete" AFTER DELETE ON "offers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "offer_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "offers_counts_update" AFTER UPDATE ON "offers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offer_counts_update"();--> statement-breakpoint
INSERT INTO "offer_counts" ("lot_id", "server", "n")
SELECT "lot_id", coalesce("server_attr", ''), count(*)::integer FROM "offers" WHERE "active" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "offer_price_counts" ("lot_id", "bucket", "n")
SELECT "lot_id", "offer_price_bucket"("price_kopecks"), count(*)::integer FROM "offers" WHERE "active" GROUP BY 1, 2;
