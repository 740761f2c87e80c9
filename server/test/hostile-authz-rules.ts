import type { World } from './hostile-world.ts';

/**
 * Who may use each route that takes an id (hostile-authz.test.ts). The suite finds the routes in
 * the OpenAPI document and fails when one has no rule here, so a new route cannot skip the matrix.
 * What each kind of access expects from each caller is in `expectations` below.
 *
 * - public: anyone reads it, guests and suspended users included (profiles, offers, reviews).
 * - private: only `owner` (the party named by the ids) reads or acts; another user gets 403/404.
 *   `admin: true` where an administrator acts as a party (order and dispute pages).
 * - open: any signed-in, unsuspended user (Buy Now names the seller's offer).
 * - admin: administrators only.
 * - provider: the test payment provider's page, reached by its unguessable id without a session.
 * - proof: anyone, with a session or without: the request carries its own proof (a passkey's
 *   signed answer to a challenge id), so nobody is refused for who they are.
 */
export type Access = 'public' | 'private' | 'open' | 'admin' | 'provider' | 'proof';
export type Side = 'seller' | 'buyer' | 'admin';
export type Rule = {
  access: Access;
  /** Whose side the request is made from (its ids name their things). */
  owner?: Side;
  admin?: boolean;
  /**
   * The ids name both the caller (userId...) and the owner's private thing (a chat, a
   * notification): another user also tries it with their own id beside the owner's thing.
   */
  resource?: boolean;
  /** A POST that only reads (searches). */
  read?: boolean;
  /**
   * A removal of the owner's own thing open to a suspended owner (the `user` audience): after the
   * owner's request removed it, the suspended owner's repeat may answer 404.
   */
  removes?: boolean;
  /** Body fields the schema's sample cannot know, so the owner's request is one that works. */
  body?: (w: World) => Record<string, unknown>;
};

const pub: Rule = { access: 'public' };
const pubPost: Rule = { access: 'public', read: true };
const seller: Rule = { access: 'private', owner: 'seller' };
const buyer: Rule = { access: 'private', owner: 'buyer' };
const buyerThing: Rule = { ...buyer, resource: true };
const sellerThing: Rule = { ...seller, resource: true };
const party = (owner: Side): Rule => ({ access: 'private', owner, admin: true });
const admin: Rule = { access: 'admin', owner: 'admin' };

export const RULES: Record<string, Rule> = {
  'GET /api/users/getBasicData': pub,
  'GET /api/users/getFullData': pub,
  'GET /api/notifications/getUserNotifications': seller,
  'GET /api/notifications/getUnreadCount': seller,
  'PATCH /api/notifications/markAsRead': sellerThing,
  'PATCH /api/notifications/marksAsRead': sellerThing,
  'POST /api/notifications/sendEvent': {
    ...buyerThing,
    body: (w) => ({
      eventType: 'chat_message_send',
      payload: { userId: w.seller.id, chatId: w.chatId, senderId: w.buyer.id, messageContent: 'Hi' },
    }),
  },
  'POST /api/chats/findOrCreate': buyer,
  'GET /api/chats/getAllByUserId': buyer,
  'GET /api/chats/getById': buyerThing,
  'GET /api/chats/getNameById': buyerThing,
  'PATCH /api/chats/renameById': buyerThing,
  'DELETE /api/chats/deleteById': buyer,
  'GET /api/messages/history': buyer,
  'GET /api/products/get': pub,
  'GET /api/products/getByOfferId': pub,
  'GET /api/lots/getAll': pub,
  'GET /api/lots/get': pub,
  'GET /api/offers/get': pub,
  'GET /api/offers/getWithProduct': pub,
  'GET /api/offers/getName': pub,
  'GET /api/offers/getCountByUserIdAndActiveTrue': pub,
  'GET /api/offers/getCountByUserId': pub,
  'POST /api/offers/search': pubPost,
  'POST /api/offers/searchAllByUser': pubPost,
  'POST /api/offers/create': seller,
  'PATCH /api/offers/update': { ...seller, body: () => ({ name: 'Renamed by its seller' }) },
  'DELETE /api/offers/delete': seller,
  'GET /api/favoriteOffers/checkIfExist': pub,
  'GET /api/favoriteOffers/getCountByUserId': pub,
  'POST /api/favoriteOffers/getAllByUserId': pubPost,
  'POST /api/favoriteOffers/add': buyer,
  'DELETE /api/favoriteOffers/delete': buyer,
  'GET /api/reviews/getAllByOfferId': pub,
  'GET /api/reviews/getSellerStats': pub,
  'POST /api/reviews/searchAllBySellerId': pubPost,
  'PATCH /api/profile/update': buyer,
  'POST /api/followers/follow': buyer,
  'DELETE /api/followers/unfollow': buyer,
  'GET /api/followers/checkFollow': pub,
  'GET /api/followers/checkFollowMany': pub,
  'GET /api/followers/countFollowers': pub,
  'GET /api/followers/countFollowing': pub,
  'GET /api/followers/getFollowers': pub,
  'GET /api/followers/getFollowing': pub,
  'GET /api/online/status': pub,
  'GET /api/wallet/top-ups/{id}': buyer,
  'GET /api/offers/{id}/keys': seller,
  'POST /api/offers/{id}/keys': { ...seller, body: () => ({ keys: 'HOSTILE-KEY-0001' }) },
  'POST /api/orders': { access: 'open', owner: 'buyer' },
  'DELETE /api/settings/sessions/{id}': buyer,
  'GET /api/orders/{id}': party('buyer'),
  // Its offerId filter names the caller's own offer.
  'GET /api/orders/sales': seller,
  'POST /api/orders/{id}/deliver': seller,
  'POST /api/orders/{id}/cancel': seller,
  'POST /api/orders/{id}/confirm': buyer,
  'POST /api/orders/{id}/refund-key': buyer,
  'POST /api/orders/{id}/wait-longer': buyer,
  'POST /api/orders/{id}/keys/reveal': buyer,
  'GET /api/orders/{id}/dispute': party('buyer'),
  'POST /api/orders/{id}/dispute': buyer,
  'POST /api/orders/{id}/dispute/messages': {
    ...party('buyer'),
    body: () => ({ content: 'A message about the dispute' }),
  },
  'GET /api/orders/{id}/review': party('buyer'),
  'POST /api/orders/{id}/review': buyer,
  'POST /api/orders/{id}/review/reply': seller,
  'POST /api/admin/disputes/{id}/resolve': admin,
  'POST /api/admin/withdrawals/{id}/approve': admin,
  'POST /api/admin/withdrawals/{id}/reject': admin,
  'POST /api/admin/users/{id}/suspend': admin,
  'POST /api/admin/users/{id}/unsuspend': admin,
  'POST /api/admin/offers/{id}/block': admin,
  'POST /api/admin/offers/{id}/unblock': admin,
  'POST /api/reports': {
    access: 'open',
    owner: 'buyer',
    body: (w) => ({ targetKind: 'offer', targetId: w.offerId, reason: 'spam' }),
  },
  'POST /api/moderation/decisions/{id}/appeal': { ...seller, body: () => ({ text: 'Please look again' }) },
  'POST /api/admin/reports/{id}/decide': {
    ...admin,
    body: () => ({ action: 'none', reason: 'Nothing wrong' }),
  },
  'POST /api/admin/appeals/{id}/decide': {
    ...admin,
    body: () => ({ outcome: 'upheld', reason: 'It stands' }),
  },
  'POST /api/auth/passkeys/register/verify': { access: 'open', owner: 'buyer' },
  'POST /api/auth/passkeys/signin/verify': { access: 'proof' },
  // A passkey's answer (its challengeId, its credential id) proves the sign-in's second step or step-up.
  'POST /api/auth/2fa/verify': { access: 'proof' },
  'POST /api/auth/step-up': { access: 'open', owner: 'buyer' },
  'PATCH /api/auth/passkeys/{id}': buyer,
  'DELETE /api/auth/passkeys/{id}': { ...buyer, removes: true },
  'GET /pay/test/{id}': { access: 'provider' },
  'POST /pay/test/{id}': { access: 'provider', body: () => ({ outcome: 'decline' }) },
};

export type Caller = 'owner' | 'other' | 'intruder' | 'guest' | 'anonymous' | 'admin' | 'suspended';

/** Statuses that pass, per caller, for a route's kind of access; a missing caller is not asked. */
export function expectations(rule: Rule, write: boolean): Partial<Record<Caller, Expect>> {
  const readOk = write ? ALLOWED : OK;
  switch (rule.access) {
    case 'public':
      return { owner: OK, other: OK, guest: OK, admin: OK, anonymous: ANSWERS, suspended: OK };
    case 'provider':
      return { owner: ALLOWED, other: ALLOWED, guest: ALLOWED, anonymous: ALLOWED };
    case 'proof':
      return {
        owner: ALLOWED,
        other: ALLOWED,
        guest: ALLOWED,
        anonymous: ALLOWED,
        admin: ALLOWED,
        suspended: ALLOWED,
      };
    case 'open':
      return {
        owner: ALLOWED,
        other: ALLOWED,
        admin: ALLOWED,
        guest: GUEST,
        anonymous: NO_SESSION,
        suspended: SUSPENDED,
      };
    case 'private':
      return {
        other: STRANGER,
        ...(rule.resource ? { intruder: STRANGER } : {}),
        guest: write ? GUEST : GUEST_READ,
        anonymous: NO_SESSION,
        admin: rule.admin ? readOk : STRANGER,
        owner: readOk,
        suspended: write ? SUSPENDED : ANSWERS,
      };
    case 'admin':
      return { other: FORBIDDEN, guest: GUEST, anonymous: NO_SESSION, suspended: SUSPENDED, owner: readOk };
  }
}

export type Expect = { name: string; test: (status: number) => boolean };
const OK: Expect = { name: '2xx', test: (s) => s >= 200 && s < 300 };
const ALLOWED: Expect = {
  name: 'let through (not 401/403/404, no 5xx)',
  test: (s) => s < 500 && ![401, 403, 404].includes(s),
};
const ANSWERS: Expect = { name: 'an answer, no 5xx', test: (s) => s < 500 };
const STRANGER: Expect = { name: '403 or 404', test: (s) => s === 403 || s === 404 };
const GUEST: Expect = { name: '401 or 403', test: (s) => s === 401 || s === 403 };
const GUEST_READ: Expect = { name: '401, 403 or 404', test: (s) => s === 401 || s === 403 || s === 404 };
const NO_SESSION: Expect = { name: '401', test: (s) => s === 401 };
const FORBIDDEN: Expect = { name: '403', test: (s) => s === 403 };
const SUSPENDED = FORBIDDEN;
/** A write the policy leaves to a suspended user: let through like the owner's (a 409 for a state is fine). */
export const SUSPENDED_MAY = ALLOWED;
/** The same, for a removal the owner already made (`removes`). */
export const SUSPENDED_MAY_AFTER_REMOVAL: Expect = {
  name: 'let through (not 401/403, no 5xx; 404 once removed)',
  test: (s) => s < 500 && ![401, 403].includes(s),
};
