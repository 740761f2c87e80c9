-- True trust figures (docs/decisions/0062-true-trust-figures.md): a seller's order and dispute
-- figures kept per seller, each chat's first question and first answer, and the store rating kept
-- in site_figures. All kept by triggers, whatever writes the rows (the app, the seed, psql).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "deliver_by" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "seller_figures" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"delivery_cases" integer DEFAULT 0 NOT NULL,
	"on_time_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"refunded_count" integer DEFAULT 0 NOT NULL,
	"disputes_decided" integer DEFAULT 0 NOT NULL,
	"disputes_lost" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_responses" (
	"chat_id" integer PRIMARY KEY NOT NULL,
	"seller_id" integer,
	"asked_at" timestamp with time zone,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seller_figures" ADD CONSTRAINT "seller_figures_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_responses" ADD CONSTRAINT "seller_responses_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_responses" ADD CONSTRAINT "seller_responses_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_responses_seller_idx" ON "seller_responses" USING btree ("seller_id","asked_at") WHERE "seller_responses"."asked_at" IS NOT NULL;--> statement-breakpoint
-- An order's contribution to its seller's figures, one flag per counter. The on-time cases are the
-- orders delivered, and those cancelled or refunded undelivered after their deadline had passed (the
-- seller missed it); an order delivered with no deadline (placed before deadlines existed) counts
-- as on time. Money back to the buyer: cancelled, refunded, or partly refunded by a split.
CREATE FUNCTION "seller_order_flags"(state text, delivered_at timestamptz, deliver_by timestamptz,
                                     cancelled_at timestamptz, refunded_kopecks bigint, sign integer)
RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    sign,
    CASE WHEN delivered_at IS NOT NULL
           OR (deliver_by IS NOT NULL AND state IN ('cancelled', 'refunded') AND cancelled_at >= deliver_by)
         THEN sign ELSE 0 END,
    CASE WHEN delivered_at IS NOT NULL AND (deliver_by IS NULL OR delivered_at <= deliver_by)
         THEN sign ELSE 0 END,
    CASE WHEN state = 'completed' THEN sign ELSE 0 END,
    CASE WHEN state IN ('cancelled', 'refunded') OR refunded_kopecks > 0 THEN sign ELSE 0 END
  ]
$$;--> statement-breakpoint
-- Adds per-seller differences, sellers in id order (two statements never lock crossing rows);
-- sums commute, so concurrent writers lose nothing, as seller_ratings (migration 0018).
CREATE FUNCTION "seller_figures_add"(d jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "seller_figures" AS s ("seller_id", "orders_count", "delivery_cases", "on_time_count",
                                     "completed_count", "refunded_count")
  SELECT (e->>0)::integer, (e->>1)::integer, (e->>2)::integer, (e->>3)::integer, (e->>4)::integer, (e->>5)::integer
  FROM jsonb_array_elements(d) AS e
  ORDER BY 1
  ON CONFLICT ("seller_id") DO UPDATE SET
    "orders_count" = s."orders_count" + excluded."orders_count",
    "delivery_cases" = s."delivery_cases" + excluded."delivery_cases",
    "on_time_count" = s."on_time_count" + excluded."on_time_count",
    "completed_count" = s."completed_count" + excluded."completed_count",
    "refunded_count" = s."refunded_count" + excluded."refunded_count"
$$;--> statement-breakpoint
CREATE FUNCTION "seller_figures_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_array(x.seller_id, x.f1, x.f2, x.f3, x.f4, x.f5)) INTO d FROM (
      SELECT "seller_id", sum(f[1]) AS f1, sum(f[2]) AS f2, sum(f[3]) AS f3, sum(f[4]) AS f4, sum(f[5]) AS f5
      FROM (SELECT "seller_id", "seller_order_flags"("state", "delivered_at", "deliver_by", "cancelled_at",
                                                     "refunded_kopecks", 1) AS f FROM new_rows) AS r
      GROUP BY 1) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_array(x.seller_id, x.f1, x.f2, x.f3, x.f4, x.f5)) INTO d FROM (
      SELECT "seller_id", sum(f[1]) AS f1, sum(f[2]) AS f2, sum(f[3]) AS f3, sum(f[4]) AS f4, sum(f[5]) AS f5
      FROM (SELECT "seller_id", "seller_order_flags"("state", "delivered_at", "deliver_by", "cancelled_at",
                                                     "refunded_kopecks", -1) AS f FROM old_rows) AS r
      GROUP BY 1) AS x;
  ELSE
    SELECT jsonb_agg(jsonb_build_array(x.seller_id, x.f1, x.f2, x.f3, x.f4, x.f5)) INTO d FROM (
      SELECT "seller_id", sum(f[1]) AS f1, sum(f[2]) AS f2, sum(f[3]) AS f3, sum(f[4]) AS f4, sum(f[5]) AS f5
      FROM (
        SELECT "seller_id", "seller_order_flags"("state", "delivered_at", "deliver_by", "cancelled_at",
                                                 "refunded_kopecks", 1) AS f FROM new_rows
        UNION ALL
        SELECT "seller_id", "seller_order_flags"("state", "delivered_at", "deliver_by", "cancelled_at",
                                                 "refunded_kopecks", -1) FROM old_rows
      ) AS r
      GROUP BY 1
      HAVING sum(f[1]) <> 0 OR sum(f[2]) <> 0 OR sum(f[3]) <> 0 OR sum(f[4]) <> 0 OR sum(f[5]) <> 0) AS x;
  END IF;
  IF d IS NOT NULL THEN PERFORM "seller_figures_add"(d); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_seller_figures_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_figures_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_seller_figures_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_figures_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_seller_figures_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_figures_orders"();--> statement-breakpoint
INSERT INTO "seller_figures" ("seller_id", "orders_count", "delivery_cases", "on_time_count",
                              "completed_count", "refunded_count")
SELECT "seller_id", sum(f[1]), sum(f[2]), sum(f[3]), sum(f[4]), sum(f[5])
FROM (SELECT "seller_id", "seller_order_flags"("state", "delivered_at", "deliver_by", "cancelled_at",
                                               "refunded_kopecks", 1) AS f FROM "orders") AS r
GROUP BY 1;--> statement-breakpoint
-- Disputes decided, and lost (decided for the buyer: the outcome 'refund'), by the order's seller.
CREATE FUNCTION "seller_figures_disputes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_array(x."order_id", x.decided, x.lost)) INTO d FROM (
      SELECT "order_id", CASE WHEN "status" = 'resolved' THEN 1 ELSE 0 END AS decided,
             CASE WHEN "status" = 'resolved' AND "outcome" = 'refund' THEN 1 ELSE 0 END AS lost
      FROM new_rows) AS x WHERE x.decided <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_array(x."order_id", x.decided, x.lost)) INTO d FROM (
      SELECT "order_id", CASE WHEN "status" = 'resolved' THEN -1 ELSE 0 END AS decided,
             CASE WHEN "status" = 'resolved' AND "outcome" = 'refund' THEN -1 ELSE 0 END AS lost
      FROM old_rows) AS x WHERE x.decided <> 0;
  ELSE
    SELECT jsonb_agg(jsonb_build_array(x."order_id", x.decided, x.lost)) INTO d FROM (
      SELECT "order_id", sum(decided) AS decided, sum(lost) AS lost FROM (
        SELECT "order_id", CASE WHEN "status" = 'resolved' THEN 1 ELSE 0 END AS decided,
               CASE WHEN "status" = 'resolved' AND "outcome" = 'refund' THEN 1 ELSE 0 END AS lost
        FROM new_rows
        UNION ALL
        SELECT "order_id", CASE WHEN "status" = 'resolved' THEN -1 ELSE 0 END,
               CASE WHEN "status" = 'resolved' AND "outcome" = 'refund' THEN -1 ELSE 0 END
        FROM old_rows) AS r
      GROUP BY 1 HAVING sum(decided) <> 0 OR sum(lost) <> 0) AS x;
  END IF;
  IF d IS NULL THEN RETURN NULL; END IF;
  INSERT INTO "seller_figures" AS s ("seller_id", "disputes_decided", "disputes_lost")
  SELECT o."seller_id", sum((e->>1)::integer), sum((e->>2)::integer)
  FROM jsonb_array_elements(d) AS e JOIN "orders" AS o ON o."id" = (e->>0)::integer
  GROUP BY 1 ORDER BY 1
  ON CONFLICT ("seller_id") DO UPDATE SET
    "disputes_decided" = s."disputes_decided" + excluded."disputes_decided",
    "disputes_lost" = s."disputes_lost" + excluded."disputes_lost";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "disputes_seller_figures_insert" AFTER INSERT ON "disputes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_figures_disputes"();--> statement-breakpoint
CREATE TRIGGER "disputes_seller_figures_update" AFTER UPDATE ON "disputes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_figures_disputes"();--> statement-breakpoint
CREATE TRIGGER "disputes_seller_figures_delete" AFTER DELETE ON "disputes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_figures_disputes"();--> statement-breakpoint
INSERT INTO "seller_figures" AS s ("seller_id", "disputes_decided", "disputes_lost")
SELECT o."seller_id", count(*) FILTER (WHERE d."status" = 'resolved'),
       count(*) FILTER (WHERE d."status" = 'resolved' AND d."outcome" = 'refund')
FROM "disputes" AS d JOIN "orders" AS o ON o."id" = d."order_id"
GROUP BY 1
ON CONFLICT ("seller_id") DO UPDATE SET
  "disputes_decided" = s."disputes_decided" + excluded."disputes_decided",
  "disputes_lost" = s."disputes_lost" + excluded."disputes_lost";--> statement-breakpoint
-- Each chat's first question and the seller's first answer. A row trigger, as the unread counts
-- (migration 0011): messages are stored one at a time under the chat's row lock, and the common
-- case (a chat that has its row) is one primary-key read and, for the seller's first answer, one
-- update. The chat's first participant message makes the row: a question (asked_at) when its
-- sender is not the offer's seller; otherwise (the seller spoke first, or no offer) a row that
-- never counts.
CREATE FUNCTION "seller_responses_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept "seller_responses"%ROWTYPE;
  seller integer;
BEGIN
  SELECT * INTO kept FROM "seller_responses" WHERE "chat_id" = NEW."chat_id";
  IF FOUND THEN
    IF kept."asked_at" IS NOT NULL AND kept."answered_at" IS NULL AND kept."seller_id" = NEW."sender_id" THEN
      UPDATE "seller_responses" SET "answered_at" = NEW."created_at" WHERE "chat_id" = NEW."chat_id";
    END IF;
    RETURN NULL;
  END IF;
  SELECT o."user_id" INTO seller FROM "chats" AS c JOIN "offers" AS o ON o."id" = c."offer_id"
  WHERE c."id" = NEW."chat_id" AND o."user_id" IN (c."user1_id", c."user2_id");
  INSERT INTO "seller_responses" ("chat_id", "seller_id", "asked_at")
  VALUES (NEW."chat_id", seller,
          CASE WHEN seller IS NOT NULL AND seller <> NEW."sender_id" THEN NEW."created_at" END)
  ON CONFLICT ("chat_id") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_seller_responses" AFTER INSERT ON "messages"
  FOR EACH ROW WHEN (NEW."sender_id" IS NOT NULL) EXECUTE FUNCTION "seller_responses_follow"();--> statement-breakpoint
-- Chats that already have messages: the same rows, in one pass.
INSERT INTO "seller_responses" ("chat_id", "seller_id", "asked_at", "answered_at")
SELECT f."chat_id", o."user_id",
       CASE WHEN o."user_id" IS NOT NULL AND o."user_id" <> f."sender_id" THEN f."created_at" END,
       CASE WHEN o."user_id" IS NOT NULL AND o."user_id" <> f."sender_id" THEN (
         SELECT min(a."created_at") FROM "messages" AS a
         WHERE a."chat_id" = f."chat_id" AND a."sender_id" = o."user_id" AND a."id" > f."id") END
FROM (
  SELECT DISTINCT ON (m."chat_id") m."chat_id", m."id", m."sender_id", m."created_at"
  FROM "messages" AS m WHERE m."sender_id" IS NOT NULL ORDER BY m."chat_id", m."id"
) AS f
JOIN "chats" AS c ON c."id" = f."chat_id"
LEFT JOIN "offers" AS o ON o."id" = c."offer_id" AND o."user_id" IN (c."user1_id", c."user2_id");--> statement-breakpoint
-- The store rating: every review's count and rating sum, as site figures (migration 0018).
CREATE FUNCTION "site_figures_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "site_figure_add"('reviews_count', (SELECT count(*) FROM new_rows));
    PERFORM "site_figure_add"('reviews_rating_sum', (SELECT coalesce(sum("rating"), 0) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "site_figure_add"('reviews_count', -(SELECT count(*) FROM old_rows));
    PERFORM "site_figure_add"('reviews_rating_sum', -(SELECT coalesce(sum("rating"), 0) FROM old_rows));
  ELSE
    PERFORM "site_figure_add"('reviews_rating_sum',
      (SELECT coalesce(sum("rating"), 0) FROM new_rows) - (SELECT coalesce(sum("rating"), 0) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_site_figures_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_site_figures_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_site_figures_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "site_figures_reviews"();--> statement-breakpoint
INSERT INTO "site_figures" ("name", "slot", "n") VALUES
  ('reviews_count', 0, (SELECT count(*) FROM "reviews")),
  ('reviews_rating_sum', 0, (SELECT coalesce(sum("rating"), 0) FROM "reviews"))
ON CONFLICT ("name", "slot") DO UPDATE SET "n" = excluded."n";
