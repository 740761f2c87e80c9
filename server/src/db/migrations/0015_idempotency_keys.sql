CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_operation" CHECK ("idempotency_keys"."operation" IN ('order','top_up','withdrawal'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Keys used before this table existed, so a replay of one still finds its first result instead of
-- acting again. Their requests were not fingerprinted: the fingerprint stays null (see the schema).
INSERT INTO "idempotency_keys" ("user_id", "key", "operation", "created_at")
SELECT "buyer_id", "idempotency_key", 'order', "created_at" FROM "orders"
UNION ALL
SELECT "user_id", "idempotency_key", 'top_up', "created_at" FROM "payment_intents"
UNION ALL
SELECT "user_id", "idempotency_key", 'withdrawal', "created_at" FROM "withdrawals"
ON CONFLICT DO NOTHING;
