import { randomBytes } from 'node:crypto';
import { orderTerms, type OrderTerms } from '@gamelot/contract/order-terms';
import { roublesToKopecks } from '@gamelot/contract/rules';
import type { Offer } from '@gamelot/contract/schemas/offers';
import { call, type TestApp } from './helpers.ts';
import type { TestUser } from './fixtures.ts';

/** Test helpers for wallet, payments and orders: everything through the HTTP API, as a user would. */

export const idem = () => `k-${randomBytes(8).toString('hex')}`;

/** Starts a top-up and pays it on the test provider's page (which calls our signed webhook). */
export async function topUp(t: TestApp, user: TestUser, roubles: number): Promise<string> {
  const start = await call(t.app, {
    method: 'POST',
    url: '/api/wallet/top-ups',
    token: user.token,
    payload: { amount: roubles, idempotencyKey: idem() },
  });
  if (start.status !== 201) throw new Error(`top-up failed: ${start.status} ${JSON.stringify(start.body)}`);
  const pay = await t.app.inject({
    method: 'POST',
    url: start.body.paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  if (pay.statusCode !== 303) throw new Error(`payment page failed: ${pay.statusCode} ${pay.body}`);
  return start.body.id;
}

export async function wallet(
  t: TestApp,
  user: TestUser,
): Promise<{ balance: number; held: number; inEscrow: number; warrantyHeld: number }> {
  const res = await call(t.app, { method: 'GET', url: '/api/wallet', token: user.token });
  if (res.status !== 200) throw new Error(`wallet failed: ${res.status}`);
  return res.body;
}

/** An offer's terms for `quantity`, as Buy Now shows them: read through the API like the web app. */
export async function termsOf(t: TestApp, offerId: number, quantity: number): Promise<OrderTerms> {
  const res = await call(t.app, { method: 'GET', url: `/api/offers/get?offerId=${offerId}` });
  // An offer nobody can read still gets a body: the server answers for the offer, not the terms.
  if (res.status !== 200)
    return { pricingType: 'PER_ITEM', unitPrice: 1, minQuantity: 1, quantity, total: 1.13, warrantyDays: 0 };
  const offer = res.body as Offer;
  return orderTerms(
    {
      pricingType: offer.lot.attributes.pricingType,
      unitPriceKopecks: roublesToKopecks(offer.unitPrice),
      offerMinQuantity: offer.attributes.minQuantity,
      lotMinQuantity: offer.lot.attributes.minQuantity,
      warrantyDays: offer.warrantyDays,
    },
    quantity,
  );
}

/** A POST /api/orders body that confirms the offer's current terms, as Buy Now sends it. */
export async function orderBody(t: TestApp, offerId: number, quantity = 1, idempotencyKey = idem()) {
  return { offerId, idempotencyKey, ...(await termsOf(t, offerId, quantity)) };
}
