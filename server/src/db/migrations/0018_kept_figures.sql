CREATE TABLE "seller_ratings" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_sum" bigint NOT NULL,
	"avg_rating" double precision GENERATED ALWAYS AS (round(rating_sum::numeric / nullif(review_count, 0), 2)::double precision) STORED
);
--> statement-breakpoint
CREATE TABLE "site_figures" (
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "site_figures_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_ratings_rank_idx" ON "seller_ratings" USING btree ("avg_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"seller_id") WHERE "seller_ratings"."review_count" > 0;--> statement-breakpoint
CREATE INDEX "offers_user_active_idx" ON "offers" USING btree ("user_id") WHERE "offers"."active";--> statement-breakpoint
-- The site's kept totals (docs/decisions/0037-kept-figures.md). A change adds its difference to the
-- slot of the session's process, so concurrent writers rarely share a row lock; a figure is the sum of
-- its slots. Statement-level triggers with transition tables: one small upsert per statement however
-- many rows it touched, so bulk loads and cascades count too. TRUNCATE is not followed (nothing in
-- the application truncates these tables).
CREATE FUNCTION "site_figure_add"(figure text, d bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d = 0 THEN RETURN; END IF;
  INSERT INTO "site_figures" AS f ("name", "slot", "n") VALUES (figure, pg_backend_pid() % 16, d)
  ON CONFLICT ("name", "slot") DO UPDATE SET "n" = f."n" + excluded."n";
  -- The home page is kept until announced otherwise (server/src/plugins/kept-page.ts).
  PERFORM pg_notify('site_figures', figure);
END $$;--> statement-breakpoint
CREATE FUNCTION "site_figures_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "site_figure_add"('offers_active', (SELECT count(*) FROM new_rows WHERE "active"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "site_figure_add"('offers_active', -(SELECT count(*) FROM old_rows WHERE "active"));
  ELSE
    PERFORM "site_figure_add"('offers_active',
      (SELECT count(*) FROM new_rows WHERE "active") - (SELECT count(*) FROM old_rows WHERE "active"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_site_figures_insert" AFTER INSERT ON "offers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_offers"();--> statement-breakpoint
CREATE TRIGGER "offers_site_figures_update" AFTER UPDATE ON "offers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_offers"();--> statement-breakpoint
CREATE TRIGGER "offers_site_figures_delete" AFTER DELETE ON "offers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_offers"();--> statement-breakpoint
CREATE FUNCTION "site_figures_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "site_figure_add"('users_live', (SELECT count(*) FROM new_rows WHERE "deleted_at" IS NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "site_figure_add"('users_live', -(SELECT count(*) FROM old_rows WHERE "deleted_at" IS NULL));
  ELSE
    PERFORM "site_figure_add"('users_live',
      (SELECT count(*) FROM new_rows WHERE "deleted_at" IS NULL)
      - (SELECT count(*) FROM old_rows WHERE "deleted_at" IS NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_site_figures_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_users"();--> statement-breakpoint
CREATE TRIGGER "users_site_figures_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_users"();--> statement-breakpoint
CREATE TRIGGER "users_site_figures_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_users"();--> statement-breakpoint
CREATE FUNCTION "site_figures_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "site_figure_add"('orders_completed', (SELECT count(*) FROM new_rows WHERE "state" = 'completed'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "site_figure_add"('orders_completed', -(SELECT count(*) FROM old_rows WHERE "state" = 'completed'));
  ELSE
    PERFORM "site_figure_add"('orders_completed',
      (SELECT count(*) FROM new_rows WHERE "state" = 'completed')
      - (SELECT count(*) FROM old_rows WHERE "state" = 'completed'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_site_figures_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_site_figures_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_site_figures_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_orders"();--> statement-breakpoint
INSERT INTO "site_figures" ("name", "slot", "n") VALUES
  ('offers_active', 0, (SELECT count(*) FROM "offers" WHERE "active")),
  ('users_live', 0, (SELECT count(*) FROM "users" WHERE "deleted_at" IS NULL)),
  ('orders_completed', 0, (SELECT count(*) FROM "orders" WHERE "state" = 'completed'));--> statement-breakpoint
-- seller_ratings follows reviews the same way: counts and sums, whose differences commute.
CREATE FUNCTION "seller_ratings_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "seller_ratings" AS s ("seller_id", "review_count", "rating_sum")
    SELECT "seller_id", count(*), sum("rating") FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("seller_id") DO UPDATE
    SET "review_count" = s."review_count" + excluded."review_count", "rating_sum" = s."rating_sum" + excluded."rating_sum";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "seller_ratings" AS s SET "review_count" = s."review_count" - d.n, "rating_sum" = s."rating_sum" - d.total
    FROM (SELECT "seller_id", count(*)::integer AS n, sum("rating") AS total FROM old_rows GROUP BY 1) AS d
    WHERE s."seller_id" = d."seller_id";
  ELSE
    INSERT INTO "seller_ratings" AS s ("seller_id", "review_count", "rating_sum")
    SELECT "seller_id", sum(n), sum(total) FROM (
      SELECT "seller_id", 1 AS n, "rating"::bigint AS total FROM new_rows
      UNION ALL
      SELECT "seller_id", -1, -"rating"::bigint FROM old_rows
    ) AS x GROUP BY 1 HAVING sum(n) <> 0 OR sum(total) <> 0 ORDER BY 1
    ON CONFLICT ("seller_id") DO UPDATE
    SET "review_count" = s."review_count" + excluded."review_count", "rating_sum" = s."rating_sum" + excluded."rating_sum";
  END IF;
  PERFORM pg_notify('site_figures', 'seller_ratings');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_seller_ratings_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_ratings_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_seller_ratings_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_ratings_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_seller_ratings_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_ratings_reviews"();--> statement-breakpoint
INSERT INTO "seller_ratings" ("seller_id", "review_count", "rating_sum")
SELECT "seller_id", count(*), sum("rating") FROM "reviews" GROUP BY 1;--> statement-breakpoint
-- The home page's top sellers also show who is suspended (left out) and each seller's level.
CREATE FUNCTION "site_figures_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_figures', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_site_figures_notify" AFTER UPDATE OF "suspended_at", "name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_notify"();--> statement-breakpoint
CREATE TRIGGER "user_profiles_site_figures_notify" AFTER INSERT OR UPDATE OF "image_url", "seller_rating" OR DELETE ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_notify"();
--> statement-breakpoint
-- The demo catalogue's PER_UNIT lots name their unit (ru, en), as the demo seed now writes them
-- (seed/plan-catalog.ts): databases seeded before learn it by product and lot name. Lots created
-- otherwise, or already naming a unit, are left as they are. Non-ASCII labels are written as
-- U&'' escapes (the labels of server/src/db/seed/games/*.ts).
UPDATE "lots" AS l SET "attributes" = l."attributes" || jsonb_build_object('unit', jsonb_build_object('ru', v.ru, 'en', v.en))
FROM "products" AS p, (VALUES
  ('World of Warcraft', 'Gold', U&'1000 \0437\043E\043B\043E\0442\0430', '1000 gold'),
  ('Valorant', 'Valorant Points top-up', '1 VP', '1 VP'),
  ('Fortnite', 'V-Bucks top-up', '1 V-Buck', '1 V-Buck'),
  ('Minecraft', 'Minecoins top-up', '1 Minecoin', '1 Minecoin'),
  ('Roblox', 'Robux top-up', '1 Robux', '1 Robux'),
  ('EVE Online', 'ISK', U&'1 \043C\043B\0440\0434 ISK', '1 billion ISK'),
  ('EVE Online', 'PLEX', '1 PLEX', '1 PLEX'),
  ('Lost Ark', 'Gold', U&'1000 \0437\043E\043B\043E\0442\0430', '1000 gold'),
  ('Path of Exile 2', 'Divine Orbs', '1 Divine Orb', '1 Divine Orb'),
  ('Path of Exile 2', 'Exalted Orbs', '1 Exalted Orb', '1 Exalted Orb'),
  ('Steam', 'Wallet top-up', U&'1 \20BD \043D\0430 \0431\0430\043B\0430\043D\0441\0435', U&'1 \20BD of wallet balance'),
  ('League of Legends', 'Riot Points top-up', '1 RP', '1 RP'),
  ('Apex Legends', 'Apex Coins top-up', '1 Apex Coin', '1 Apex Coin'),
  ('Escape from Tarkov', 'Roubles', U&'1 \043C\043B\043D \20BD', '1M roubles'),
  ('Albion Online', 'Silver', U&'1 \043C\043B\043D \0441\0435\0440\0435\0431\0440\0430', '1M silver'),
  ('Albion Online', 'Gold', U&'1 \0437\043E\043B\043E\0442\043E', '1 gold'),
  ('Brawl Stars', 'Gems top-up', U&'1 \0433\0435\043C', '1 gem'),
  ('Mobile Legends: Bang Bang', 'Diamonds top-up', U&'1 \0430\043B\043C\0430\0437', '1 diamond')
) AS v(product, lot, ru, en)
WHERE p."id" = l."product_id" AND p."name" = v.product AND l."name" = v.lot
  AND l."attributes" ->> 'pricingType' = 'PER_UNIT' AND NOT l."attributes" ? 'unit';
