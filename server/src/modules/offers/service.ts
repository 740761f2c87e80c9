import { DELIVERY_LIMITS, deliveryKindOf, deliveryTimeAllowed } from '@gamelot/contract/delivery-time';
import { toPaged, type Paged } from '@gamelot/contract/paging';
import { checkOfferRules } from '@gamelot/contract/offer-rules';
import { kopecksToRoubles, offerPrices, roublesToKopecks } from '@gamelot/contract/rules';
import type {
  Offer,
  OfferAttributes,
  OfferCard,
  OfferWithProduct,
  createOfferBodySchema,
  updateOfferBodySchema,
} from '@gamelot/contract/schemas/offers';
import type { z } from 'zod';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, fieldErrorsOfTexts } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  findLotWithFullProduct,
  findProductRow,
  attributeLabelsIn,
  inLanguage,
  lotAttributes,
} from '../catalog/index.ts';
import { hasKeys } from '../keys/index.ts';
import { isAccountLot } from '@gamelot/contract/warranty';
import { toOffer, toOfferCards } from './presenter.ts';
import * as repo from './repository.ts';

type CreateBody = z.output<typeof createOfferBodySchema>;
type UpdateBody = z.output<typeof updateOfferBodySchema>;

export async function getOffer(db: Db, id: number, lang: Language): Promise<Offer> {
  const row = await repo.findOffer(db, id);
  if (!row) throw notFound('offerNotFound');
  return toOffer(row, lang);
}

export async function getOfferWithProduct(db: Db, id: number, lang: Language): Promise<OfferWithProduct> {
  const row = await repo.findOffer(db, id);
  if (!row) throw notFound('offerNotFound');
  const product = await findProductRow(db, row.product.id);
  if (!product) throw notFound('productNotFound');
  const { id: pid, name, imageUrl, attributes } = product;
  const description = inLanguage(lang, product.description, product.descriptionEn);
  const attributeLabels = attributeLabelsIn(lang, product.attributeLabels);
  return {
    ...toOffer(row, lang),
    product: { id: pid, name, description, imageUrl, attributes, attributeLabels },
  };
}

export async function getOfferName(db: Db, id: number): Promise<string> {
  const name = await repo.findOfferName(db, id);
  if (name === undefined) throw notFound('offerNotFound');
  return name;
}

/** Everything a user offers (inactive included: the profile shows them Offline), newest first. */
export async function searchAllByUser(
  db: Db,
  userId: number,
  page: number,
  size: number,
  sort: string,
  lang: Language,
): Promise<Paged<OfferCard>> {
  const newestFirst = !/,asc$/i.test(sort);
  const { ids, total } = await repo.listIdsByUser(db, userId, page, size, newestFirst);
  return toPaged(toOfferCards(await repo.findCards(db, ids), lang), total, page, size);
}

/** The signed-in user the body's userId must name; the policy let them write. */
function writer(principal: Principal | null, bodyUserId?: number): number {
  if (principal?.kind !== 'user') throw forbidden('guestReadOnly');
  if (bodyUserId !== undefined && bodyUserId !== principal.id) throw forbidden();
  return principal.id;
}

function rulesFailed(texts: Record<string, string>): never {
  const fieldErrors = fieldErrorsOfTexts(texts);
  const [only, ...others] = Object.values(fieldErrors);
  if (only === undefined || others.length > 0) throw badRequest('invalidInput', fieldErrors);
  if (typeof only === 'string') throw badRequest(only, fieldErrors);
  throw badRequest(only.code, fieldErrors, only.params);
}

/** POST /api/offers/create: `price` is the seller's unit price (offerPrices). */
export async function createOffer(
  db: Db,
  principal: Principal | null,
  body: CreateBody,
  lang: Language,
): Promise<Offer> {
  const userId = writer(principal, body.userId);
  const found = await findLotWithFullProduct(db, body.lotId);
  if (!found) throw badRequest('lotNotFound', { lotId: 'lotNotFound' });
  if (!found.product) throw badRequest('productNotLinked', { lotId: 'productNotLinked' });
  const lotAttrs = lotAttributes(found.lot.attributes);
  const rules = checkOfferRules({
    pricingType: lotAttrs.pricingType,
    lotMinQuantity: lotAttrs.minQuantity,
    productAttributes: found.product.attributes,
    availability: body.availability,
    attributes: body.attributes ?? {},
    price: body.price,
    creating: true,
  });
  if (!rules.ok) rulesFailed(rules.fieldErrors);
  const deliveryMinutes = checkedDeliveryMinutes(
    lotAttrs,
    body.deliveryMinutes ?? DELIVERY_LIMITS[deliveryKindOf(lotAttrs)].defaultMinutes,
  );
  const warrantyDays = body.warrantyDays ?? 0;
  checkWarranty(found.lot, warrantyDays);
  const id = await repo.insertOffer(db, {
    userId,
    lotId: body.lotId,
    name: body.name,
    shortDescription: body.shortDescription,
    longDescription: body.longDescription,
    ...offerPrices(lotAttrs.pricingType, roublesToKopecks(body.price), rules.minQuantity),
    availability: body.availability,
    active: body.availability > 0,
    pictureUrl: body.pictureUrl || null,
    attributes: rules.attributes,
    deliveryMinutes,
    warrantyDays,
  });
  return getOffer(db, id, lang);
}

/** Only an account lot's offer carries a warranty (contract/src/warranty.ts, ADR 0060). */
function checkWarranty(lot: { name: string; attributes: object | null }, warrantyDays: number): void {
  if (warrantyDays > 0 && !isAccountLot(lot))
    throw badRequest('offerWarrantyAccountsOnly', {
      warrantyDays: 'offerWarrantyAccountsOnly',
    });
}

/**
 * The delivery time an offer of a lot states (docs/product.md#delivery-time): one its kind allows,
 * else a 400 on the field.
 */
function checkedDeliveryMinutes(lot: { pricingType: string; deliveryKind?: string | null }, minutes: number) {
  if (!deliveryTimeAllowed(deliveryKindOf(lot), minutes))
    throw badRequest('offerDeliveryTimeInvalid', {
      deliveryMinutes: 'offerDeliveryTimeInvalid',
    });
  return minutes;
}

/**
 * PATCH /api/offers/update: the owner only. The whole offer is checked again with the fields
 * sent. The seller's unit price is what the edit says it is (unitPriceOf) and stays as it was
 * otherwise, whatever the minimum quantity becomes; the base and final price are derived from it
 * (ADR 0031), active from availability.
 */
export async function updateOffer(
  db: Db,
  principal: Principal | null,
  body: UpdateBody,
  lang: Language,
): Promise<Offer> {
  const userId = writer(principal);
  await db.transaction(async (tx) => {
    const row = await repo.findOfferForUpdate(tx, body.id);
    if (!row) throw notFound('offerNotFound');
    if (row.userId !== userId) throw forbidden();
    const found = await findLotWithFullProduct(tx, row.lotId);
    if (!found?.product) throw notFound('productNotLinked');
    const lotAttrs = lotAttributes(found.lot.attributes);
    const availability = body.availability ?? row.availability;
    // A key offer's availability is its stock of unsold keys (docs/product.md#keys): not edited by hand.
    if (
      body.availability !== undefined &&
      body.availability !== row.availability &&
      (await hasKeys(tx, row.id))
    )
      throw badRequest('offerKeysAvailabilityFixed', {
        availability: 'offerKeysAvailabilityFixed',
      });
    const attributes = attributesToCheck(row.attributes, body.attributes, found.product.attributes);
    const structure = checkOfferRules({
      pricingType: lotAttrs.pricingType,
      lotMinQuantity: lotAttrs.minQuantity,
      productAttributes: found.product.attributes,
      availability,
      attributes,
      creating: false,
    });
    if (!structure.ok) rulesFailed(structure.fieldErrors);
    const unitKopecks = unitPriceOf(body, row, lotAttrs.pricingType, structure.minQuantity);
    // Checked again with the price: the base of the smallest purchase stays within PRICE_MAX.
    const rules = checkOfferRules({
      pricingType: lotAttrs.pricingType,
      lotMinQuantity: lotAttrs.minQuantity,
      productAttributes: found.product.attributes,
      availability,
      attributes,
      price: kopecksToRoubles(unitKopecks),
      creating: false,
    });
    if (!rules.ok) rulesFailed(rules.fieldErrors);
    if (body.warrantyDays !== undefined) checkWarranty(found.lot, body.warrantyDays);
    await repo.updateOffer(tx, row.id, {
      name: body.name ?? row.name,
      shortDescription: body.shortDescription ?? row.shortDescription,
      longDescription: body.longDescription ?? row.longDescription,
      ...offerPrices(lotAttrs.pricingType, unitKopecks, rules.minQuantity),
      availability,
      // A blocked offer stays off the market whatever its owner does (docs/product.md#disputes).
      active: availability > 0 && row.blockedAt === null,
      pictureUrl: body.pictureUrl === undefined ? row.pictureUrl : body.pictureUrl || null,
      attributes: rules.attributes,
      // Kept as stored unless sent: an offer from before its lot's limits changed still sells.
      deliveryMinutes:
        body.deliveryMinutes === undefined
          ? row.deliveryMinutes
          : checkedDeliveryMinutes(lotAttrs, body.deliveryMinutes),
      warrantyDays: body.warrantyDays ?? row.warrantyDays,
    });
  });
  return getOffer(db, body.id, lang);
}

/**
 * The seller's unit price after an edit (ADR 0031): `unitPrice` when sent; else `originalPrice`
 * (the base of the smallest purchase, at the new minimum quantity) when it differs from the stored
 * base, which must then come to whole kopecks per unit; else the stored unit price. A client that
 * sends the offer back with only the minimum quantity changed (the stored base echoed) thus keeps
 * the price per unit, instead of stretching the old base over a new number of units.
 */
function unitPriceOf(
  body: UpdateBody,
  row: repo.OfferRow,
  pricingType: 'PER_ITEM' | 'PER_UNIT',
  minQuantity: number,
): number {
  if (body.unitPrice !== undefined) return roublesToKopecks(body.unitPrice);
  if (body.originalPrice === undefined) return row.unitPriceKopecks;
  const base = roublesToKopecks(body.originalPrice);
  if (base === row.originalPriceKopecks) return row.unitPriceKopecks;
  const units = pricingType === 'PER_UNIT' ? minQuantity : 1;
  if (base % units !== 0) {
    const params = { min: units };
    throw badRequest(
      'offerPriceUnitWhole',
      { originalPrice: { code: 'offerPriceUnitWhole', params } },
      params,
    );
  }
  return base / units;
}

/**
 * The attributes an edit is checked with. Sent: those, keeping the stored minQuantity unless a
 * new one is sent. Not sent: the stored ones the product still declares, so an edit of the name
 * does not fail because an admin retired an attribute since.
 */
function attributesToCheck(
  stored: OfferAttributes,
  sent: Record<string, string | number | null> | null | undefined,
  declared: Record<string, unknown>,
): Record<string, string | number | null> {
  const keep: Record<string, string | number> =
    stored.minQuantity === undefined ? {} : { minQuantity: stored.minQuantity };
  if (sent) return { ...keep, ...sent };
  return Object.fromEntries(
    Object.entries(stored).filter(([k]) => k === 'minQuantity' || Object.hasOwn(declared, k)),
  );
}

/** DELETE /api/offers/delete: the owner only; what happens to the rest is ADR 0007. */
export async function deleteOffer(db: Db, principal: Principal | null, id: number): Promise<void> {
  const userId = writer(principal);
  await db.transaction(async (tx) => {
    const row = await repo.findOfferForUpdate(tx, id);
    if (!row) throw notFound('offerNotFound');
    if (row.userId !== userId) throw forbidden();
    await repo.softDeleteOffer(tx, id);
  });
}

export const countActive = repo.countActive;
export const countByUser = repo.countByUser;
