ALTER TABLE "offers" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_top_liked_idx" ON "offers" USING btree ("like_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."active" AND "offers"."like_count" > 0;--> statement-breakpoint
-- offers.like_count follows favorite_offers (ADR 0006). Statement-level triggers with transition
-- tables: one UPDATE per statement whatever the number of rows, so bulk loads stay fast, and
-- cascades (an offer or a user deleted) count too.
CREATE FUNCTION "offers_like_count_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "offers" AS o SET "like_count" = o."like_count" + d.n
  FROM (SELECT "offer_id", count(*)::integer AS n FROM new_rows GROUP BY "offer_id") AS d
  WHERE o."id" = d."offer_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offers_like_count_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "offers" AS o SET "like_count" = greatest(o."like_count" - d.n, 0)
  FROM (SELECT "offer_id", count(*)::integer AS n FROM old_rows GROUP BY "offer_id") AS d
  WHERE o."id" = d."offer_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "favorite_offers_like_count_add" AFTER INSERT ON "favorite_offers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offers_like_count_add"();--> statement-breakpoint
CREATE TRIGGER "favorite_offers_like_count_remove" AFTER DELETE ON "favorite_offers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "offers_like_count_remove"();--> statement-breakpoint
UPDATE "offers" AS o SET "like_count" = f.n
FROM (SELECT "offer_id", count(*)::integer AS n FROM "favorite_offers" GROUP BY "offer_id") AS f
WHERE o."id" = f."offer_id";
