ALTER TABLE "offers" DROP CONSTRAINT "offers_price_positive";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "unit_price_kopecks" bigint;--> statement-breakpoint
-- ADR 0031: the seller's unit price becomes the one stored price. An existing offer keeps its
-- meaning: PER_ITEM, its base; PER_UNIT, its base divided by its minimum quantity (the offer's own,
-- else the lot's), which is exact for every offer priced through the API (base = unit × minimum).
-- The minimum as contract/src/rules.ts offerMinQuantity reads it: PER_ITEM 1; PER_UNIT the offer's
-- own, else the lot's, and 1 when that is no whole number of at least 1.
CREATE FUNCTION "offer_min_quantity_0014"(pricing jsonb, attrs jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN pricing ->> 'pricingType' IS DISTINCT FROM 'PER_UNIT' THEN 1
    WHEN q IS NULL OR q !~ '^[0-9]{1,10}(\.0*)?$' THEN 1
    WHEN q::numeric BETWEEN 1 AND 1000000000 THEN q::numeric::bigint
    ELSE 1
  END
  FROM (SELECT coalesce(attrs ->> 'minQuantity', pricing ->> 'minQuantity') AS q) AS m
$$;--> statement-breakpoint
UPDATE "offers" AS o
SET "unit_price_kopecks" = greatest(1, round(o."original_price_kopecks"::numeric
  / "offer_min_quantity_0014"(l."attributes", o."attributes")))::bigint
FROM "lots" AS l
WHERE l."id" = o."lot_id";--> statement-breakpoint
-- The derived prices from the unit price, with the commission rule of contract/src/rules.ts
-- (13% half-up, at least one kopeck): unchanged for every offer but the tiniest and the few whose
-- base was no multiple of their minimum quantity.
UPDATE "offers" AS o
SET "original_price_kopecks" = d."base", "price_kopecks" = d."base" + greatest(1, (d."base" * 1300 + 5000) / 10000)
FROM (
  SELECT x."id", x."unit_price_kopecks" * "offer_min_quantity_0014"(l."attributes", x."attributes") AS "base"
  FROM "offers" AS x JOIN "lots" AS l ON l."id" = x."lot_id"
) AS d
WHERE d."id" = o."id"
  AND (o."original_price_kopecks" <> d."base"
    OR o."price_kopecks" <> d."base" + greatest(1, (d."base" * 1300 + 5000) / 10000));--> statement-breakpoint
DROP FUNCTION "offer_min_quantity_0014"(jsonb, jsonb);--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "unit_price_kopecks" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_positive" CHECK ("offers"."price_kopecks" > 0 AND "offers"."original_price_kopecks" > 0 AND "offers"."unit_price_kopecks" > 0);
