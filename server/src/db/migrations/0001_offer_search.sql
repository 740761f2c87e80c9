DROP INDEX "offers_lot_active_idx";--> statement-breakpoint
DROP INDEX "favorite_offers_user_idx";--> statement-breakpoint
DROP INDEX "offers_user_idx";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "seller_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "seller_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "server_attr" text GENERATED ALWAYS AS ((attributes ->> 'Server')) STORED;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "offers_lot_rating_idx" ON "offers" USING btree ("lot_id","seller_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "offers_lot_price_idx" ON "offers" USING btree ("lot_id","price_kopecks","id") WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "offers_lot_server_idx" ON "offers" USING btree ("lot_id","server_attr") WHERE "offers"."active";--> statement-breakpoint
CREATE INDEX "favorite_offers_user_idx" ON "favorite_offers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_user_idx" ON "offers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "offers"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_deleted_inactive" CHECK ("offers"."deleted_at" IS NULL OR NOT "offers"."active");--> statement-breakpoint
-- Backfill the denormalised seller rating for databases that already hold reviews (ADR 0006).
UPDATE "offers" AS o SET "seller_rating" = s.avg_rating, "seller_review_count" = s.review_count
FROM (
  SELECT "seller_id", round(avg("rating")::numeric, 2)::double precision AS avg_rating, count(*)::integer AS review_count
  FROM "reviews" GROUP BY "seller_id"
) AS s
WHERE o."user_id" = s."seller_id";
