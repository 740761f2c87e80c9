import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { createAdmin } from '../src/modules/admin/cli.ts';
import { unsubscribeToken } from '../src/modules/notifications/email.ts';
import { insertProduct, stepUpHeaders } from './fixtures.ts';
import { call, type TestApp } from './helpers.ts';
import { idem, orderBody, topUp } from './money.ts';
import { grantStepUp, type IdResolver, type RouteSpec } from './hostile-routes.ts';
import { SoftAuthenticator } from './webauthn.ts';

/**
 * The fixtures of the hostile suites (hostile-http, hostile-authz), built once per file through the
 * HTTP API as people would make them: a seller with offers (one with keys), a buyer with orders in
 * each state, a dispute, a review with its reply, a chat, a notification, a withdrawal, a top-up, a
 * suspended user and an administrator; the buyer's passkey (a software authenticator's). Only the catalogue (no API makes products) and the first
 * administrator (a command-line tool makes them) are written directly.
 */

export type Actor = { id: number; name: string; email: string; token: string };

export type World = {
  admin: Actor;
  seller: Actor;
  buyer: Actor;
  /** Signed in, owns nothing the others own. */
  other: Actor;
  /** Suspended by the administrator through the API. */
  suspended: Actor;
  /** The administrator's suspend/unsuspend target, so no other actor changes state. */
  target: Actor;
  guest: string;
  productId: number;
  lotId: number;
  /** The seller's offers: a plain one, one sold by keys, one the administrator blocks. */
  offerId: number;
  keyOfferId: number;
  blockOfferId: number;
  /**
   * The buyer's orders of the seller's offers, in the state each order route acts on, one per
   * route that changes it: paid (deliver, cancel), delivered (confirm, dispute), disputed,
   * completed (review), reviewed (reply), delivered by keys (reveal, refund), paid (wait longer).
   */
  orders: Record<
    | 'deliver'
    | 'cancel'
    | 'confirm'
    | 'openDispute'
    | 'disputed'
    | 'review'
    | 'reply'
    | 'reveal'
    | 'refundKey'
    | 'waitLonger',
    number
  >;
  disputeId: number;
  reviewId: number;
  chatId: number;
  /** One of the seller's notifications (the buyer's purchases). */
  notificationId: number;
  /** The seller's withdrawal requests, pending: one to approve, one to reject. */
  withdrawalIds: { approve: number; reject: number };
  /** The buyer's top-up, paid. */
  topUpId: string;
  /** The seller's signed link that stops their order mail (docs/decisions/0056-notification-mail.md). */
  unsubscribeToken: string;
  /** A spare sign-in session of the buyer's (ADR 0055): signing it out leaves the buyer's token working. */
  sessionId: string;
  /** The buyer's passkey (ADR 0054). */
  passkeyId: number;
  /** The buyer's open report of one of the seller's offers (ADR 0063). */
  reportId: number;
  /** A block of one of the seller's offers, not yet appealed. */
  decisionId: number;
  /** A block by a second administrator that the seller appealed: the world's administrator decides it. */
  appealId: number;
};

export const PASSWORD = 'hostile-password';
const unique = () => randomBytes(3).toString('hex');

async function ok(t: TestApp, label: string, opts: Parameters<typeof call>[1], expected = [200, 201]) {
  const res = await call(t.app, opts);
  if (!expected.includes(res.status))
    throw new Error(`world: ${label} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function registerActor(t: TestApp, role: string): Promise<Actor> {
  const name = `${role}-${unique()}`;
  const email = `${name}@example.test`;
  const body = await ok(t, `register ${role}`, {
    method: 'POST',
    url: '/api/auth/register?provider=local',
    payload: { name, email, password: PASSWORD },
  });
  const token: string = body.token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  // As if they had followed the mailed link: the world's actors sell and withdraw (ADR 0052).
  await t.app.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, Number(claims.sub)));
  return stepUpFor(t, { id: Number(claims.sub), name, email, token });
}

/** The actor may take step-up routes for the whole run (an hour). */
async function stepUpFor(t: TestApp, actor: Actor): Promise<Actor> {
  grantStepUp(actor.token, await stepUpHeaders(t, actor, 3600));
  return actor;
}

export async function makeAdmin(t: TestApp): Promise<Actor> {
  const name = `admin-${unique()}`;
  const email = `${name}@example.test`;
  const created = await createAdmin(t.app.db, { email, name, password: PASSWORD });
  const body = await ok(t, 'admin sign-in', {
    method: 'POST',
    url: '/api/auth/singIn?provider=local',
    payload: { email, password: PASSWORD },
  });
  return stepUpFor(t, { id: created.id, name, email, token: body.token });
}

export async function buildWorld(t: TestApp): Promise<World> {
  const product = await insertProduct(t, { lots: [{ name: 'Accounts' }] });
  const lotId = product.lots[0]!.id;
  const admin = await makeAdmin(t);
  const [seller, buyer, other, suspended, target] = (await Promise.all(
    ['seller', 'buyer', 'other', 'suspended', 'target'].map((r) => registerActor(t, r)),
  )) as [Actor, Actor, Actor, Actor, Actor];
  const as = (a: Actor | string) => (typeof a === 'string' ? a : a.token);
  const post = (a: Actor, url: string, payload: object) =>
    ok(t, url, { method: 'POST', url, token: as(a), payload }, [200, 201, 204]);

  const offer = async (name: string, availability = 20) =>
    (
      await post(seller, '/api/offers/create', {
        name,
        shortDescription: 'Hostile suite fixture',
        longDescription: 'An offer made by the hostile suites.',
        price: 200,
        availability,
        pictureUrl: null,
        lotId,
        userId: seller.id,
        attributes: {},
      })
    ).id as number;
  const offerId = await offer('Plain offer');
  const keyOfferId = await offer('Key offer', 1);
  const blockOfferId = await offer('Offer to block');
  const reportedOfferId = await offer('Offer to report');
  const appealOfferIds = [await offer('Offer blocked, to appeal'), await offer('Offer blocked, appealed')];
  await post(seller, `/api/offers/${keyOfferId}/keys`, { keys: 'KEY-0001\nKEY-0002\nKEY-0003\nKEY-0004' });

  const topUpId = await topUp(t, buyer, 5000);
  const buy = async (id: number) => (await post(buyer, '/api/orders', await orderBody(t, id))).id as number;
  const orders = {
    deliver: await buy(offerId),
    cancel: await buy(offerId),
    confirm: await buy(offerId),
    openDispute: await buy(offerId),
    disputed: await buy(offerId),
    review: await buy(offerId),
    reply: await buy(offerId),
    reveal: await buy(keyOfferId),
    refundKey: await buy(keyOfferId),
    waitLonger: await buy(offerId),
  };
  for (const id of [orders.confirm, orders.openDispute, orders.disputed, orders.review, orders.reply])
    await post(seller, `/api/orders/${id}/deliver`, { message: 'Delivered by the fixture' });
  const disputeId = (
    await post(buyer, `/api/orders/${orders.disputed}/dispute`, { reason: 'Fixture dispute' })
  ).id as number;
  for (const id of [orders.review, orders.reply]) await post(buyer, `/api/orders/${id}/confirm`, {});
  const reviewId = (await post(buyer, `/api/orders/${orders.reply}/review`, { rating: 9, comment: 'Fine' }))
    .id as number;

  const withdraw = async () =>
    (
      await ok(
        t,
        'withdrawal',
        {
          method: 'POST',
          url: '/api/wallet/withdrawals',
          token: seller.token,
          headers: await stepUpHeaders(t, seller),
          payload: { amount: 150, destination: 'Card 5555 **** 4444', idempotencyKey: idem() },
        },
        [201],
      )
    ).id as number;
  const withdrawalIds = { approve: await withdraw(), reject: await withdraw() };
  const chat = await post(buyer, '/api/chats/findOrCreate', { user1Id: buyer.id, user2Id: seller.id });
  const notifications = await ok(t, 'notifications', {
    method: 'GET',
    url: `/api/notifications/getUserNotifications?userId=${seller.id}`,
    token: seller.token,
  });
  await post(buyer, '/api/favoriteOffers/add', { userId: buyer.id, offerId });
  await post(buyer, '/api/followers/follow', { followerId: buyer.id, followedId: seller.id });
  await post(admin, `/api/admin/users/${suspended.id}/suspend`, { reason: 'Hostile suite fixture' });
  const authenticator = new SoftAuthenticator(t.config.publicUrl);
  const passkeyOptions = await post(buyer, '/api/auth/passkeys/register/options', {});
  const passkeyId = (
    await post(buyer, '/api/auth/passkeys/register/verify', {
      challengeId: passkeyOptions.challengeId,
      name: 'Hostile suite passkey',
      response: authenticator.create(passkeyOptions.options),
    })
  ).id as number;
  const reportId = (
    await post(buyer, '/api/reports', { targetKind: 'offer', targetId: reportedOfferId, reason: 'scam' })
  ).id as number;
  const secondAdmin = await makeAdmin(t);
  await post(admin, `/api/admin/offers/${appealOfferIds[0]}/block`, { reason: 'Fixture block' });
  await post(secondAdmin, `/api/admin/offers/${appealOfferIds[1]}/block`, { reason: 'Fixture block' });
  const decisions = (await ok(t, 'decisions', {
    method: 'GET',
    url: '/api/moderation/decisions',
    token: seller.token,
  })) as { id: number; subjectId: number }[];
  const decisionOf = (offerId: number) => decisions.find((d) => d.subjectId === offerId)!.id;
  const appealId = decisionOf(appealOfferIds[1]!);
  await post(seller, `/api/moderation/decisions/${appealId}/appeal`, { text: 'Fixture appeal' });
  const guest = (await ok(t, 'guest sign-in', { method: 'POST', url: '/api/auth/singIn?provider=anonymous' }))
    .token as string;
  const spare = await t.app.tokens.signUser({ id: buyer.id, roles: ['USER'], tokenVersion: 0 });
  const sessionId = JSON.parse(Buffer.from(spare.split('.')[1]!, 'base64url').toString('utf8')).sid as string;

  return {
    admin,
    seller,
    buyer,
    other,
    suspended,
    target,
    guest,
    productId: product.id,
    lotId,
    offerId,
    keyOfferId,
    blockOfferId,
    orders,
    disputeId,
    reviewId,
    chatId: chat.id,
    notificationId: notifications.content[0].id,
    withdrawalIds,
    topUpId,
    unsubscribeToken: unsubscribeToken(t.app.notificationMail.unsubscribeKey, seller.id, 'order_created'),
    sessionId,
    passkeyId,
    reportId,
    decisionId: decisionOf(appealOfferIds[0]!),
    appealId,
  };
}

/**
 * The fixture ids of a request made from `self`'s point of view: its own user id where a route
 * names the caller (userId, followerId, senderId...), `partner` where it names someone else, and
 * for each resource the world's one in the state the route acts on (deliver a paid order, confirm
 * a delivered one...). Undefined for names the world does not know (the schema's sample is used).
 */
/** The fixture a route's `{id}` path parameter names: the resource in the state the route acts on. */
function pathId(w: World, route: RouteSpec): number | string | undefined {
  const p = route.path;
  if (p.startsWith('/api/orders/{id}')) {
    const action = p.split('/').slice(4).join('/');
    if (action === 'deliver') return w.orders.deliver;
    if (action === 'cancel') return w.orders.cancel;
    if (action === 'confirm') return w.orders.confirm;
    if (action === 'refund-key') return w.orders.refundKey;
    if (action === 'wait-longer') return w.orders.waitLonger;
    if (action === 'keys/reveal') return w.orders.reveal;
    // Reading a review needs one written: the replied order's.
    if (action === 'review') return route.method === 'GET' ? w.orders.reply : w.orders.review;
    if (action === 'review/reply') return w.orders.reply;
    if (action === 'dispute' && route.method === 'POST') return w.orders.openDispute;
    if (action === '') return w.orders.deliver;
    return w.orders.disputed;
  }
  if (p.startsWith('/api/admin/disputes/')) return w.disputeId;
  if (p.startsWith('/api/admin/withdrawals/'))
    return p.endsWith('reject') ? w.withdrawalIds.reject : w.withdrawalIds.approve;
  if (p.startsWith('/api/admin/users/')) return w.target.id;
  if (p.startsWith('/api/admin/offers/')) return w.blockOfferId;
  if (p.startsWith('/api/admin/reports/')) return w.reportId;
  if (p.startsWith('/api/admin/appeals/')) return w.appealId;
  if (p.startsWith('/api/moderation/decisions/')) return w.decisionId;
  if (p.includes('/top-ups/') || p.startsWith('/pay/test/')) return w.topUpId;
  if (p === '/api/offers/{id}/keys') return w.keyOfferId;
  if (p === '/api/settings/sessions/{id}') return w.sessionId;
  if (p === '/api/auth/passkeys/{id}') return w.passkeyId;
  if (p === '/lots/{id}') return w.lotId;
  if (p === '/offer/{id}') return w.offerId;
  if (p === '/profile/{page}') return w.seller.id;
  if (p.startsWith('/media/')) return 'missing.webp';
  return undefined;
}

export function worldIds(w: World, self: Actor, partner: Actor): IdResolver {
  return (route, name, at) => {
    const p = route.path;
    if (at === 'path') return pathId(w, route);
    switch (name) {
      case 'userId':
      case 'user1Id':
      case 'followerId':
      case 'senderId':
        return self.id;
      case 'user2Id':
      case 'followedId':
      case 'sellerId':
        return partner.id;
      case 'followedIds':
        return `${partner.id},${w.other.id}`;
      case 'offerId':
        return w.offerId;
      case 'chatId':
        return w.chatId;
      case 'notificationId':
        return w.notificationId;
      case 'notificationIds':
        return [w.notificationId];
      case 'productId':
        return w.productId;
      case 'lotId':
        return w.lotId;
      case 'token':
        return p === '/api/mail/unsubscribe' ? w.unsubscribeToken : undefined;
      case 'id':
        if (/\/(users|profile)\//.test(p)) return self.id;
        if (p.startsWith('/api/chats/')) return w.chatId;
        if (p.startsWith('/api/products/')) return w.productId;
        if (p.startsWith('/api/lots/')) return w.lotId;
        if (p.startsWith('/api/offers/')) return w.offerId;
        return undefined;
      default:
        return undefined;
    }
  };
}
