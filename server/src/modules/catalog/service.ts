import { deliveryKindOf } from '@gamelot/contract/delivery-time';
import type { Lot, LotAttributes, Product, ProductNameWithLots } from '@gamelot/contract/schemas/catalog';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { attributeLabelsIn, inLanguage, lotRef } from './language.ts';
import * as repo from './repository.ts';

/**
 * The catalogue is public and read-only over the API (the demo seed fills it). Every answer names
 * lots and describes games in the request's language (docs/decisions/0066-catalogue-in-two-languages.md).
 */

export async function getAllProducts(db: Db, lang: Language): Promise<Product[]> {
  return (await repo.listProducts(db)).map(({ product, lots }) => toProduct(lang, product, lots));
}

export async function getProduct(db: Db, id: number, lang: Language): Promise<Product> {
  const found = await repo.findProduct(db, id);
  if (!found) throw notFound('productNotFound');
  return toProduct(lang, found.product, found.lots);
}

export async function getProductByOfferId(db: Db, offerId: number, lang: Language): Promise<Product> {
  const productId = await repo.findProductIdByOfferId(db, offerId);
  if (productId === undefined) throw notFound('offerNotFound');
  return getProduct(db, productId, lang);
}

/** The search data the top bar filters in the browser (docs/product.md#states "Search"). */
export async function getAllNamesWithLots(db: Db, lang: Language): Promise<ProductNameWithLots[]> {
  return (await repo.listProducts(db)).map(({ product, lots }) => ({
    id: product.id,
    name: product.name,
    lots: lots.map((lot) => lotRef(lang, lot)),
  }));
}

export async function getLotsOfProduct(db: Db, productId: number, lang: Language): Promise<Lot[]> {
  const found = await repo.findProduct(db, productId);
  if (!found) throw notFound('productNotFound');
  const product = { id: found.product.id, name: found.product.name };
  return (await repo.listLotsOfProduct(db, productId)).map((lot) => toLot(lang, lot, product));
}

/** docs/product.md#validation "Lot filters": unknown lot → 'Lot not found'; a lot without product → 'Product not linked to lot'. */
export async function getLot(db: Db, id: number, lang: Language): Promise<Lot> {
  const found = await repo.findLot(db, id);
  if (!found) throw notFound('lotNotFound');
  if (!found.product) throw notFound('productNotLinked');
  return toLot(lang, found.lot, found.product);
}

function toProduct(lang: Language, p: repo.ProductRow, lots: repo.LotRef[]): Product {
  return {
    id: p.id,
    name: p.name,
    description: inLanguage(lang, p.description, p.descriptionEn),
    imageUrl: p.imageUrl,
    attributes: p.attributes,
    attributeLabels: attributeLabelsIn(lang, p.attributeLabels),
    lots: lots.map((lot) => lotRef(lang, lot)),
  };
}

function toLot(lang: Language, lot: repo.LotRow, product: { id: number; name: string }): Lot {
  return { ...lotRef(lang, lot), product, attributes: lotAttributes(lot.attributes) };
}

/**
 * A lot's pricing attributes as the API shows them: PER_ITEM unless PER_UNIT is stored, and a
 * minimum quantity of at least 1, whatever the stored JSON holds (the seed writes it by hand).
 */
export function lotAttributes(stored: Partial<LotAttributes> | null | undefined): LotAttributes {
  const q = Number(stored?.minQuantity);
  const unit = stored?.unit;
  const pricingType = stored?.pricingType === 'PER_UNIT' ? 'PER_UNIT' : 'PER_ITEM';
  return {
    pricingType,
    minQuantity: Number.isInteger(q) && q >= 1 ? q : 1,
    unit: typeof unit?.ru === 'string' && typeof unit.en === 'string' ? { ru: unit.ru, en: unit.en } : null,
    deliveryKind: deliveryKindOf({ pricingType, deliveryKind: stored?.deliveryKind }),
  };
}
