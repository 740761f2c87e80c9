-- The order lists' search by the offer's name (docs/product.md#orders): a seller with many sales
-- finds "%word%" through trigrams rather than by reading every sale. pg_trgm is migration 0017's.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_offer_name_trgm_idx" ON "orders" USING gin ("offer_name" gin_trgm_ops);
