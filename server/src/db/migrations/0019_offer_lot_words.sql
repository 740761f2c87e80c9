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
