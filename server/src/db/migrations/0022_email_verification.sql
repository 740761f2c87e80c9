CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
-- Existing accounts stay unproven (ADR 0052), except the ones nobody registered: the demo seed's
-- (at a demo domain, where registration is refused) and administrators (made by admin:create).
UPDATE "users" SET "email_verified_at" = "created_at"
WHERE "email_verified_at" IS NULL AND "email" IS NOT NULL AND "deleted_at" IS NULL
  AND (split_part("email", '@', 2) IN ('gamelot.local', 'demo.gamelot.local', 'seed.gamelot.test')
       OR 'ADMIN' = ANY("roles"));
