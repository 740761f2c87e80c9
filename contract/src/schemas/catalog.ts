import { z } from 'zod';
import { DELIVERY_KINDS } from '../delivery-time.ts';
import { MESSAGES } from '../messages.ts';
import { PRICING_TYPES, PRODUCT_ATTRIBUTE_INPUTS, type ProductAttributes } from '../rules.ts';
import { line } from './text.ts';

/**
 * The catalogue: products (games) and their lots (categories). docs/product.md#entities "Product", "Lot",
 * "Search data"; #api "Catalogue".
 */

/**
 * A database id given in a query or a body. The original client takes ids from the URL, so they
 * may arrive as numeric strings; anything else ("abc", "", 1.5, null) is refused with `message`.
 */
export function idInput(message: string) {
  return z
    .union(
      [
        z.number({ error: message }),
        line({ error: message })
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
}

/**
 * A product's attributes: name → allowed values (shown as a dropdown, e.g. Server) or the type of a
 * free input ('number' or 'text'). The type is declared zod-free in rules.ts, for offer-rules.ts and
 * the web app; `satisfies` keeps this schema in step with it.
 */
export const productAttributesSchema = z.record(
  z.string(),
  z.union([z.array(z.string()), z.enum(PRODUCT_ATTRIBUTE_INPUTS)]),
) satisfies z.ZodType<ProductAttributes>;
export type { ProductAttributes };

/**
 * The labels of a product's attribute names and list values in the request's language, by key
 * (docs/ARCHITECTURE.md "Texts as codes"). The keys stay what offers store and filters send; a key
 * with no label is shown as is. The keys are written in English, so an English answer is usually `{}`.
 * An answer kept from before labels existed (a kept search page) has none: `{}`.
 */
export const attributeLabelsSchema = z.record(z.string(), z.string()).default({});
export type AttributeLabels = z.infer<typeof attributeLabelsSchema>;

/**
 * What one unit of a PER_UNIT lot is ("1 gold", "1M silver"), in Russian and English, so a card can
 * show the price per unit with its unit; null when the lot sells items, or names no unit.
 */
export const lotUnitSchema = z.object({ ru: z.string(), en: z.string() });
export type LotUnit = z.infer<typeof lotUnitSchema>;

export const lotAttributesSchema = z.object({
  pricingType: z.enum(PRICING_TYPES),
  minQuantity: z.number().int(),
  unit: lotUnitSchema.nullable(),
  /**
   * What the lot sells as far as delivery time goes (contract/src/delivery-time.ts): its offers'
   * default and limits. The server always sends it.
   */
  deliveryKind: z.enum(DELIVERY_KINDS).optional(),
});
export type LotAttributes = z.infer<typeof lotAttributesSchema>;

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** GET /api/products/get, getAll, getByOfferId. Lots in their display order. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  attributes: productAttributesSchema,
  attributeLabels: attributeLabelsSchema,
  lots: z.array(namedRefSchema),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/getAllNameWithLots: the search data the web app caches (docs/product.md#entities). */
export const productNameWithLotsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lots: z.array(namedRefSchema),
});
export type ProductNameWithLots = z.infer<typeof productNameWithLotsSchema>;

/** GET /api/lots/get, getAll. */
export const lotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product: namedRefSchema,
  attributes: lotAttributesSchema,
});
export type Lot = z.infer<typeof lotSchema>;

export const productIdQuerySchema = z.object({ id: idInput(MESSAGES.invalidProductId) });
export const productsByLotsQuerySchema = z.object({ productId: idInput(MESSAGES.invalidProductId) });

/** GET /api/lots/get?id — the original client also sends ?lotId (docs/product.md#api "Catalogue"). */
export const lotIdQuerySchema = z
  .object({
    id: idInput(MESSAGES.invalidLotId).optional(),
    lotId: idInput(MESSAGES.invalidLotId).optional(),
  })
  .refine((q) => q.id !== undefined || q.lotId !== undefined, { error: MESSAGES.invalidLotId, path: ['id'] });
