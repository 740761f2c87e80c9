DROP INDEX "offers_user_active_idx";--> statement-breakpoint
CREATE INDEX "offers_user_active_idx" ON "offers" USING btree ("user_id") WHERE "offers"."active" AND "offers"."deleted_at" IS NULL;