import { z } from 'zod';
import { DELIVERY_MINUTES_MAX } from '../delivery-time.ts';
import { MESSAGES } from '../messages.ts';
import { MEDIA_PATH } from '../offer-rules.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { line, text, textRecordOf } from './text.ts';
import { isWarrantyDays } from '../warranty.ts';
import {
  LONG_DESCRIPTION_MAX,
  LOT_DEFAULT_PAGE_SIZE,
  LOT_PAGE_SIZES,
  OFFER_ATTRIBUTE_TEXT_MAX,
  OFFER_AVAILABILITY_MAX,
  OFFER_FIND_DEFAULT_LIMIT,
  OFFER_FIND_MAX_LIMIT,
  OFFER_NAME_MAX,
  OFFER_QUERY_MAX,
  OFFER_RANGES_MAX,
  OFFER_SEARCH_SORTS,
  PRICE_MAX,
  PRICE_MIN,
  SHORT_DESCRIPTION_MAX,
  hasWholeKopecks,
  type OfferAttributes,
} from '../rules.ts';
import {
  attributeLabelsSchema,
  idInput,
  lotAttributesSchema,
  namedRefSchema,
  productAttributesSchema,
} from './catalog.ts';

/** Offers: docs/product.md#entities "Offer", #validation "Create offer" / "Edit offer" / "Lot filters", #api "Offers". */

/** The type is declared zod-free in rules.ts, for offer-rules.ts and the web app; this keeps them in step. */
export const offerAttributesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
) satisfies z.ZodType<OfferAttributes>;
export type { OfferAttributes };

/** The lot an offer belongs to, with its pricing attributes and its product. */
export const offerLotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  attributes: lotAttributesSchema,
  product: namedRefSchema,
});

/**
 * An offer. Prices are roubles: `unitPrice` is the seller's price (per item for PER_ITEM, per unit
 * for PER_UNIT, before commission), the one every order is charged from (ADR 0031);
 * `originalPrice` the base of the smallest purchase (PER_UNIT: unitPrice × attributes.minQuantity,
 * basePriceKopecks in rules.ts) and `price` what that purchase costs the buyer, commission
 * included. Extras beyond the original API: unitPrice, lot.attributes, updatedAt.
 */
export const offerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  unitPrice: z.number(),
  userId: z.number().int(),
  pictureUrl: z.string().nullable(),
  shortDescription: z.string(),
  longDescription: z.string(),
  availability: z.number().int(),
  active: z.boolean(),
  attributes: offerAttributesSchema,
  /** The labels of this offer's attribute names and values in the request's language (catalog.ts). */
  attributeLabels: attributeLabelsSchema,
  lotId: z.number().int(),
  lot: offerLotSchema,
  /** The seller's delivery time in minutes, 0 for instant (contract/src/delivery-time.ts). */
  deliveryMinutes: z.number().int(),
  /** The warranty the seller gives on an account, in days (contract/src/warranty.ts); 0 is none. */
  warrantyDays: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const sellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export const sellerRatingSchema = z.object({ avgRating: z.number(), reviewCount: z.number().int() });

/**
 * An offer in a list (search, a user's offers, favourites): the offer plus its seller and the
 * seller's rating, so a card needs no further calls. Extra beyond the original API. The long
 * description stays on the offer page (`GET /api/offers/get`): a card never shows it, and it was
 * about half of a page of fifty cards' bytes.
 */
export const offerCardSchema = offerSchema
  .omit({ longDescription: true })
  .extend({ seller: sellerSchema, sellerRating: sellerRatingSchema });
export type OfferCard = z.infer<typeof offerCardSchema>;

/** GET /api/offers/getWithProduct: the offer and its whole product (attributes included). */
export const offerWithProductSchema = offerSchema.extend({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    attributes: productAttributesSchema,
    attributeLabels: attributeLabelsSchema,
  }),
});
export type OfferWithProduct = z.infer<typeof offerWithProductSchema>;

/** A required text: `line()` for the name, multi-line `text()` for the descriptions. */
const requiredText = (kind: typeof line, required: string, max: number, tooLong: string) =>
  kind({ error: required }).trim().min(1, required).max(max, tooLong);

const price = z
  .number({ error: MESSAGES.offerPriceRequired })
  .min(PRICE_MIN, MESSAGES.offerPriceTooLow)
  .max(PRICE_MAX, MESSAGES.offerPriceTooHigh)
  .refine(hasWholeKopecks, MESSAGES.offerPriceStep);

const availability = z
  .number({ error: MESSAGES.offerAvailabilityInvalid })
  .int(MESSAGES.offerAvailabilityInvalid)
  .min(0, MESSAGES.offerAvailabilityNegative)
  .max(OFFER_AVAILABILITY_MAX, MESSAGES.offerAvailabilityInvalid);

/**
 * The delivery time a seller states, in minutes; the server checks it against the limits of the
 * lot's kind (contract/src/delivery-time.ts), the form offers only those.
 */
const deliveryMinutes = z
  .number({ error: MESSAGES.offerDeliveryTimeInvalid })
  .int(MESSAGES.offerDeliveryTimeInvalid)
  .min(0, MESSAGES.offerDeliveryTimeInvalid)
  .max(DELIVERY_MINUTES_MAX, MESSAGES.offerDeliveryTimeInvalid);
/** One of WARRANTY_DAYS; only an account lot's offer may choose more than 0 (checked by the server). */
const warrantyDays = z
  .number({ error: MESSAGES.offerWarrantyInvalid })
  .refine((n: number): boolean => isWarrantyDays(n), MESSAGES.offerWarrantyInvalid);

const pictureUrl = line()
  .max(300, MESSAGES.offerPictureInvalid)
  .refine((s) => s === '' || MEDIA_PATH.test(s), MESSAGES.offerPictureInvalid)
  .nullish();

/** Values as a form sends them; null or '' means "not chosen". Checked by checkOfferRules (offer-rules.ts). */
export const offerAttributesInputSchema = textRecordOf(
  line().max(64),
  z.union([line().max(OFFER_ATTRIBUTE_TEXT_MAX * 2), z.number(), z.null()]),
);

/**
 * POST /api/offers/create. `price` is what the seller enters: the base price for a PER_ITEM lot,
 * the unit price for a PER_UNIT lot. `userId` must be the signed-in user.
 */
export const createOfferBodySchema = z.object({
  name: requiredText(line, MESSAGES.offerNameRequired, OFFER_NAME_MAX, MESSAGES.offerNameTooLong),
  shortDescription: requiredText(
    text,
    MESSAGES.offerShortDescriptionRequired,
    SHORT_DESCRIPTION_MAX,
    MESSAGES.offerShortDescriptionTooLong,
  ),
  longDescription: requiredText(
    text,
    MESSAGES.offerLongDescriptionRequired,
    LONG_DESCRIPTION_MAX,
    MESSAGES.offerLongDescriptionTooLong,
  ),
  price,
  availability,
  pictureUrl,
  lotId: idInput(MESSAGES.offerCategoryRequired),
  userId: idInput(MESSAGES.invalidUserId),
  attributes: offerAttributesInputSchema.nullish(),
  /** When left out, the default of the lot's kind. */
  deliveryMinutes: deliveryMinutes.optional(),
  warrantyDays: warrantyDays.optional(),
});
export type CreateOfferBody = z.input<typeof createOfferBodySchema>;

/**
 * PATCH /api/offers/update: only the owner; fields left out keep their value. The seller's price
 * (ADR 0031) is `unitPrice` when sent (per item or per unit, as `price` on create); else
 * `originalPrice`, the base of the smallest purchase (as in the offer), when it differs from the
 * stored one; else it stays, whatever the minimum quantity becomes. The server derives `price`
 * and ignores the `price`, `active` and `commissionRate` a client sends: active follows
 * availability, the commission is the platform's.
 */
export const updateOfferBodySchema = z.object({
  id: idInput(MESSAGES.invalidOfferId),
  name: requiredText(line, MESSAGES.offerNameRequired, OFFER_NAME_MAX, MESSAGES.offerNameTooLong).optional(),
  shortDescription: requiredText(
    text,
    MESSAGES.offerShortDescriptionRequired,
    SHORT_DESCRIPTION_MAX,
    MESSAGES.offerShortDescriptionTooLong,
  ).optional(),
  longDescription: requiredText(
    text,
    MESSAGES.offerLongDescriptionRequired,
    LONG_DESCRIPTION_MAX,
    MESSAGES.offerLongDescriptionTooLong,
  ).optional(),
  originalPrice: price.optional(),
  unitPrice: price.optional(),
  price: z.number().nullish(),
  availability: availability.optional(),
  attributes: offerAttributesInputSchema.nullish(),
  deliveryMinutes: deliveryMinutes.optional(),
  pictureUrl,
  active: z.boolean().nullish(),
  commissionRate: z.number().nullish(),
  warrantyDays: warrantyDays.optional(),
});
export type UpdateOfferBody = z.input<typeof updateOfferBodySchema>;

export const offerIdBodySchema = z.object({ id: idInput(MESSAGES.invalidOfferId) });
export const offerIdQuerySchema = z.object({ offerId: idInput(MESSAGES.invalidOfferId) });
export const offerNameQuerySchema = z.object({ id: idInput(MESSAGES.invalidOfferId) });
export const userIdQuerySchema = z.object({ userId: idInput(MESSAGES.invalidUserId) });
export const userIdBodySchema = z.object({ userId: idInput(MESSAGES.invalidUserId) });

/** A numeric attribute's range in a search: either end may be left open (null or absent). */
export const offerRangeSchema = z
  .object({ min: z.number().nullish(), max: z.number().nullish() })
  .refine((r) => r.min == null || r.max == null || r.min <= r.max, MESSAGES.offerRangeInverted);

/**
 * POST /api/offers/search body (docs/product.md#api, extended: ADR 0006). Filters apply to the whole result,
 * in SQL. Prices are roubles per unit as the buyer pays them (commission included): for a PER_ITEM
 * lot the price of one item, for a PER_UNIT lot the price of one unit. `attributes` are list
 * attributes compared for equality (null or '' = any); `ranges` numeric attributes within
 * [min, max]; `q` a text matched in the offers' names and descriptions (word forms, small typos).
 * `sort` absent: relevance when `q` is given, else rating_desc. Only active offers are listed.
 */
export const offerSearchBodySchema = z.object({
  lotId: idInput(MESSAGES.invalidLotId),
  active: z.literal(true).nullish(),
  priceMin: z
    .number()
    .min(0)
    .max(PRICE_MAX * 10)
    .nullish(),
  priceMax: z
    .number()
    .min(0)
    .max(PRICE_MAX * 10)
    .nullish(),
  attributes: textRecordOf(line().max(64), z.union([line().max(200), z.number(), z.null()])).nullish(),
  ranges: textRecordOf(line().max(64), offerRangeSchema)
    .refine((r) => Object.keys(r).length <= OFFER_RANGES_MAX, MESSAGES.offerRangesTooMany)
    .nullish(),
  q: line().max(OFFER_QUERY_MAX, MESSAGES.offerQueryTooLong).nullish(),
  sort: z.enum(OFFER_SEARCH_SORTS).nullish(),
});
export type OfferSearchBody = z.input<typeof offerSearchBodySchema>;

/**
 * Where a card's text matched the search's `q`: [start, end) character offsets into the card's
 * `name` and `shortDescription`, in order and not overlapping, for the page to highlight.
 */
export const offerHighlightSchema = z.object({
  name: z.array(z.tuple([z.number().int(), z.number().int()])),
  shortDescription: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type OfferHighlight = z.infer<typeof offerHighlightSchema>;

/** A card in a search result: with `highlight` when the search had a text. */
export const offerSearchCardSchema = offerCardSchema.extend({ highlight: offerHighlightSchema.optional() });
export type OfferSearchCard = z.infer<typeof offerSearchCardSchema>;

/**
 * The answer of POST /api/offers/search: a page (the paging every list answers with, paging.ts) plus `totalIsEstimate`. A total
 * that would mean counting many thousands of offers is estimated from kept counters instead, and
 * the page labels it as such ("about 12 000"); totalPages follows the estimate, and a page past
 * the real end comes back empty (200 with no content), not 204.
 */
export const offerSearchPageSchema = pagedSchema(offerSearchCardSchema).extend({
  totalIsEstimate: z.boolean(),
});
export type OfferSearchPage = z.infer<typeof offerSearchPageSchema>;

/** GET /api/offers/find: the top bar's "offers" section, across every lot. */
export const offerFindQuerySchema = z.object({
  q: line().trim().min(1, MESSAGES.offerQueryRequired).max(OFFER_QUERY_MAX, MESSAGES.offerQueryTooLong),
  limit: z.coerce.number().int().min(1).max(OFFER_FIND_MAX_LIMIT).default(OFFER_FIND_DEFAULT_LIMIT),
});
export const offerFindResultSchema = z.object({ content: z.array(offerSearchCardSchema) });
export type OfferFindResult = z.infer<typeof offerFindResultSchema>;

export const offerSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .refine(
      (n) => (LOT_PAGE_SIZES as readonly number[]).includes(n),
      `Page size must be one of ${LOT_PAGE_SIZES.join(', ')}`,
    )
    .default(LOT_DEFAULT_PAGE_SIZE),
});

/** Spring-style `sort=createdAt,desc` (the only order the original client asks for). */
export const userOffersQuerySchema = pageQuerySchema.extend({
  sort: line()
    .regex(/^createdAt(,(asc|desc))?$/i, 'Sort by createdAt,asc or createdAt,desc')
    .default('createdAt,desc'),
});
