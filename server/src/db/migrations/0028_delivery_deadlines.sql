-- Delivery deadlines (docs/decisions/0059-delivery-deadlines.md): every offer states its delivery
-- time; a paid order carries its deadline, whether its buyer chose to wait longer, and whether its
-- seller was warned. Offers from before start at an hour, the default of most kinds.
ALTER TABLE "offers" ADD COLUMN "delivery_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deadline_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deadline_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_paid_deliver_by_idx" ON "orders" USING btree ("deliver_by") WHERE "orders"."state" = 'paid';
