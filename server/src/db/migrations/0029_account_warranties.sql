-- Account warranties (docs/decisions/0060-account-warranties.md): the seller's warranty on an
-- offer, copied onto its orders; a completed order's held money until the warranty ends, in the
-- seller's user_warranty ledger account.
ALTER TABLE "offers" ADD COLUMN "warranty_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_warranty_days" CHECK ("offers"."warranty_days" IN (0, 7, 14, 30));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warranty_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warranty_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warranty_released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_warranty_due_idx" ON "orders" USING btree ("warranty_ends_at") WHERE "orders"."warranty_ends_at" IS NOT NULL AND "orders"."warranty_released_at" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('user_wallet','user_held','user_warranty','escrow','platform_commission','provider_clearing'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."kind" IN ('user_wallet','user_held','user_warranty')) = ("ledger_accounts"."user_id" IS NOT NULL));
