-- Every change that can alter a search result announces itself on the channel offer_search
-- (ADR 0024), so each server process can drop the cached search pages it holds. NOTIFY is
-- delivered at commit, and a session that listens hears its own notifications before its COMMIT
-- returns, so a process sees its own writes at once. The payload is the lot whose results changed,
-- or '*' for a change that can touch any lot (a seller's name or picture, a lot, a product).
-- Statement-level triggers with transition tables: one notification per lot per statement, and
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION "offer_search_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('offer_search', l::text) FROM (SELECT DISTINCT "lot_id" AS l FROM new_rows) s;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('offer_search', l::text) FROM (SELECT DISTINCT "lot_id" AS l FROM old_rows) s;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "offer_search_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('offer_search', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "offers_search_notify_insert" AFTER INSERT ON "offers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "offers_search_notify_update" AFTER UPDATE ON "offers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "offers_search_notify_delete" AFTER DELETE ON "offers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "offers_search_notify_truncate" AFTER TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_all"();--> statement-breakpoint
-- Cards show the seller's name and picture, and their lot and product.
CREATE TRIGGER "users_search_notify" AFTER UPDATE OF "name" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_all"();--> statement-breakpoint
CREATE TRIGGER "user_profiles_search_notify" AFTER INSERT OR UPDATE OF "image_url" OR DELETE ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_all"();--> statement-breakpoint
CREATE TRIGGER "lots_search_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lots"
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_all"();--> statement-breakpoint
CREATE TRIGGER "products_search_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "offer_search_notify_all"();
