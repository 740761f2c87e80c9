ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- An address stored with a Google subject came from a Google ID token with email_verified: proven.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "google_subject" IS NOT NULL AND "email" IS NOT NULL;
