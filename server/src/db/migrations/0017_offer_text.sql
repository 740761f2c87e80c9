-- Text search in offers (ADR 0036): btree_gin puts lot_id inside the GIN over search_vector,
-- pg_trgm indexes the vocabulary by trigrams. Both ship with PostgreSQL contrib and with PGlite
-- (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "offer_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, name), 'A')
  || setweight(to_tsvector('russian'::regconfig, short_description), 'B')
  || setweight(to_tsvector('russian'::regconfig, long_description), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_words_trgm_idx" ON "offer_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_text_idx" ON "offers" USING gin ("lot_id","search_vector") WHERE "offers"."active";--> statement-breakpoint
-- The vocabulary of ADR 0036: the lexemes of offer texts that hold a letter (numbers are not
-- corrected) and are short enough to be words. New offers add theirs in one statement-level insert
-- per statement (bulk loads stay fast); an edit of a text adds the edited offer's. Inserted in
-- word order, so concurrent writers take the same keys in the same order.
CREATE FUNCTION "offer_words_of"(doc tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT lexeme FROM unnest(doc) WHERE length(lexeme) <= 64 AND lexeme ~ '[[:alpha:]]'
$$;--> statement-breakpoint
CREATE FUNCTION "offer_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_words" ("word")
  SELECT DISTINCT w FROM new_rows, "offer_words_of"(new_rows."search_vector") AS w ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offer_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."search_vector" IS DISTINCT FROM OLD."search_vector" THEN
    INSERT INTO "offer_words" ("word")
    SELECT DISTINCT w FROM "offer_words_of"(NEW."search_vector") AS w ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_words_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_words_insert"();--> statement-breakpoint
CREATE TRIGGER "offers_words_update" AFTER UPDATE OF "name", "short_description", "long_description"
  ON "offers" FOR EACH ROW EXECUTE FUNCTION "offer_words_update"();--> statement-breakpoint
INSERT INTO "offer_words" ("word")
SELECT DISTINCT w FROM "offers", "offer_words_of"("offers"."search_vector") AS w ORDER BY 1;
