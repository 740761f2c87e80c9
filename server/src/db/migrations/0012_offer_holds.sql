ALTER TABLE "offers" ADD COLUMN "held_active" boolean;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_held_inactive" CHECK ("offers"."held_active" IS NULL OR NOT "offers"."active");--> statement-breakpoint
-- An offer is on sale only while its seller may sell (ADR 0032). Kept here, not in each write
-- path, so every path that puts an offer on sale (an edit, a cancelled order's returned stock, a
-- key refund, an unblock, and any added later) obeys it, and the search counters and caches that
-- follow "active" (ADR 0010, 0024) follow it too. A deleted seller's offer never goes on sale; a
-- suspended seller's offer is held: it stays off and remembers that it is wanted on sale.
CREATE FUNCTION "offer_seller_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone boolean;
  suspended boolean;
BEGIN
  SELECT "deleted_at" IS NOT NULL, "suspended_at" IS NOT NULL INTO gone, suspended
    FROM "users" WHERE "id" = NEW."user_id";
  IF gone THEN
    NEW."active" := false;
  ELSIF suspended THEN
    NEW."held_active" := true;
    NEW."active" := false;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_seller_guard_insert" BEFORE INSERT ON "offers"
  FOR EACH ROW WHEN (NEW."active") EXECUTE FUNCTION "offer_seller_guard"();--> statement-breakpoint
CREATE TRIGGER "offers_seller_guard_update" BEFORE UPDATE OF "active" ON "offers"
  FOR EACH ROW WHEN (NEW."active" AND NOT OLD."active") EXECUTE FUNCTION "offer_seller_guard"();--> statement-breakpoint
-- Suspending a seller holds their live offers (off the market, their state remembered);
-- reinstating puts back on sale exactly those that were, or were wanted since, and still can be.
CREATE FUNCTION "user_offers_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."suspended_at" IS NOT NULL THEN
    UPDATE "offers" SET "held_active" = "active", "active" = false
      WHERE "user_id" = NEW."id" AND "held_active" IS NULL AND "deleted_at" IS NULL;
  ELSE
    UPDATE "offers"
      SET "active" = "held_active" AND "availability" > 0 AND "blocked_at" IS NULL AND "deleted_at" IS NULL,
          "held_active" = NULL
      WHERE "user_id" = NEW."id" AND "held_active" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_offers_hold" AFTER UPDATE OF "suspended_at" ON "users"
  FOR EACH ROW WHEN ((OLD."suspended_at" IS NULL) <> (NEW."suspended_at" IS NULL))
  EXECUTE FUNCTION "user_offers_hold"();--> statement-breakpoint
-- Sellers suspended or deleted before this migration.
UPDATE "offers" SET "held_active" = "active", "active" = false
  WHERE "deleted_at" IS NULL
    AND "user_id" IN (SELECT "id" FROM "users" WHERE "suspended_at" IS NOT NULL AND "deleted_at" IS NULL);--> statement-breakpoint
UPDATE "offers" SET "active" = false
  WHERE "active" AND "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);
