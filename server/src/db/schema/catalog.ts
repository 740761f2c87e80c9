import type { DeliveryKind } from '@gamelot/contract/delivery-time';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A product's attributes: name → allowed values (a dropdown, e.g. Server) or a free input type.
 * docs/product.md#entities Product.
 */
export type ProductAttributes = Record<string, string[] | 'number' | 'text'>;
/** Labels of a product's attribute names and values, by language then key. */
export type ProductAttributeLabels = Partial<Record<'ru' | 'en', Record<string, string>>>;

/**
 * A lot's attributes: pricingType and minQuantity, and for a PER_UNIT lot what one
 * unit is, in Russian and English (catalog/service.ts lotAttributes reads it).
 */
export type LotAttributes = {
  pricingType: 'PER_ITEM' | 'PER_UNIT';
  minQuantity: number;
  unit?: { ru: string; en: string };
  /** Its offers' delivery time default and limits (contract/src/delivery-time.ts); else by pricing type. */
  deliveryKind?: DeliveryKind;
};

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The game's title: a proper noun, the same in both languages (docs/decisions/0066-catalogue-in-two-languages.md). */
    name: text('name').notNull(),
    /** In Russian (the default language); `descriptionEn` in English. */
    description: text('description').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    imageUrl: text('image_url'),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    /**
     * The attributes' names and list values in a reader's language, by language then key; a key with
     * no label is shown as is (the keys are written in English). docs/ARCHITECTURE.md "Texts as codes".
     */
    attributeLabels: jsonb('attribute_labels').$type<ProductAttributeLabels>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_name_key').on(t.name)],
);

export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** In Russian (the default language); `nameEn` in English (docs/decisions/0066-catalogue-in-two-languages.md). */
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
    attributes: jsonb('attributes')
      .$type<LotAttributes>()
      .notNull()
      .default({ pricingType: 'PER_ITEM', minQuantity: 1 }),
  },
  (t) => [
    uniqueIndex('lots_product_name_key').on(t.productId, t.name),
    uniqueIndex('lots_product_name_en_key').on(t.productId, t.nameEn),
    index('lots_product_idx').on(t.productId),
  ],
);
