import type { NotificationNotice } from '@gamelot/contract/notices';
import { NOTIFICATION_EVENT_TYPES } from '@gamelot/contract/notifications';
import { kopecksToRoubles } from '@gamelot/contract/rules';
import type { NotifyInput } from '@gamelot/contract/schemas/notifications';
import type { Db } from '../../db/client.ts';
import type { DomainEvent, EventType } from '../../events/catalog.ts';
import type { Outbox } from '../../events/outbox.ts';
import * as repo from './repository.ts';
import { mailAdmins, type NoticeMail, type NotificationMailDeps } from './email.ts';
import {
  markChatNotificationRead,
  storeChatNotification,
  storeNotification,
  storeNotificationOnce,
  type NotificationDeps,
  type Push,
} from './service.ts';

/**
 * What each domain event tells whom, as a stored notification (type, notice, url) pushed live
 * after commit: a kind with parameters, written in the reader's language when read
 * (docs/decisions/0065-notices-as-codes.md). Registered on the outbox by the composition root
 * (app.ts); each runs in the transaction that marks the event handled by it, so a redelivered
 * event notifies nobody twice (docs/decisions/0042-domain-events-and-outbox.md).
 */

const rub = (kopecks: number) => kopecksToRoubles(kopecks).toFixed(2);
const orderUrl = (id: number) => `/orders/${id}`;

type Notice = { userId: number; input: NotifyInput; once?: boolean; mail?: NoticeMail };
type Notices<K extends EventType> = (tx: Db, event: DomainEvent<K>) => Notice[] | Promise<Notice[]>;

const T = NOTIFICATION_EVENT_TYPES;

/** A notice about an order: it links to the order. */
const order = (
  userId: number,
  orderId: number,
  eventType: string,
  notice: NotificationNotice,
  mail?: NoticeMail,
): Notice => ({ userId, input: { eventType, notice, url: orderUrl(orderId) }, mail });

const NOTICES: { [K in EventType]?: Notices<K> } = {
  'order.created': (_tx, { payload: p }) => {
    const id = p.orderId;
    const mailed = { id, offer: p.offerName, quantity: p.quantity, total: rub(p.totalKopecks) };
    return [
      order(
        p.sellerId,
        id,
        T.orderCreated,
        {
          kind: 'orderCreated',
          params: { id, offer: p.offerName, quantity: p.quantity, total: p.totalKopecks },
        },
        { kind: 'orderCreated', params: mailed },
      ),
      order(
        p.buyerId,
        id,
        T.paymentSuccess,
        { kind: 'paymentSuccess', params: { id, total: p.totalKopecks } },
        { kind: 'paymentSuccess', params: mailed },
      ),
      ...(p.autoDelivery
        ? [
            order(
              p.buyerId,
              id,
              T.orderDelivered,
              { kind: 'orderDelivered', params: { id } },
              { kind: 'orderDelivered', params: mailed },
            ),
          ]
        : []),
    ];
  },
  'order.delivered': (_tx, { payload: p }) => [
    order(
      p.buyerId,
      p.orderId,
      T.orderDelivered,
      { kind: 'orderDelivered', params: { id: p.orderId } },
      { kind: 'orderDelivered', params: { id: p.orderId } },
    ),
  ],
  'order.confirmed': (_tx, e) => completed(e.payload),
  'order.autoCompleted': (_tx, e) => completed(e.payload),
  'order.warrantyReleased': (_tx, { payload: p }) => [
    order(
      p.sellerId,
      p.orderId,
      T.warrantyReleased,
      { kind: 'warrantyReleased', params: { id: p.orderId, amount: p.sellerKopecks } },
      { kind: 'warrantyReleased', params: { id: p.orderId, amount: rub(p.sellerKopecks) } },
    ),
  ],
  'order.cancelled': (_tx, { payload: p }) => {
    const kind = p.by === 'seller' ? 'orderCancelled' : 'orderCancelledByBuyer';
    return [
      order(
        p.by === 'seller' ? p.buyerId : p.sellerId,
        p.orderId,
        T.orderCancelled,
        { kind, params: { id: p.orderId, amount: p.totalKopecks } },
        { kind, params: { id: p.orderId, amount: rub(p.totalKopecks) } },
      ),
    ];
  },
  'order.refunded': (_tx, { payload: p }) => [
    order(
      p.sellerId,
      p.orderId,
      T.orderRefunded,
      { kind: 'orderRefunded', params: { id: p.orderId, amount: p.totalKopecks } },
      { kind: 'orderRefunded', params: { id: p.orderId, amount: rub(p.totalKopecks) } },
    ),
  ],
  // Delivery deadlines (docs/product.md#delivery-time): both sides learn of the cancellation, the
  // seller is warned once per deadline before it.
  'order.expired': (_tx, { payload: p }) => {
    const params = { id: p.orderId, amount: p.totalKopecks };
    const mailed = { id: p.orderId, amount: rub(p.totalKopecks) };
    return [
      order(
        p.buyerId,
        p.orderId,
        T.orderCancelled,
        { kind: 'orderExpired', params },
        { kind: 'orderExpired', params: mailed },
      ),
      order(
        p.sellerId,
        p.orderId,
        T.orderCancelled,
        { kind: 'orderExpiredSeller', params },
        { kind: 'orderExpiredSeller', params: mailed },
      ),
    ];
  },
  'order.deadlineSoon': (_tx, { payload: p }) => [
    order(
      p.sellerId,
      p.orderId,
      T.orderDeadlineSoon,
      { kind: 'orderDeadlineSoon', params: { id: p.orderId } },
      { kind: 'orderDeadlineSoon', params: { id: p.orderId } },
    ),
  ],
  'payment.credited': (_tx, { payload: p }) => [
    {
      userId: p.userId,
      input: {
        eventType: T.walletTopUp,
        notice: { kind: 'walletTopUp', params: { amount: p.amountKopecks } },
        url: '/wallet',
      },
      mail: { kind: 'walletTopUp', params: { amount: rub(p.amountKopecks) } },
    },
  ],
  'review.posted': (_tx, { payload: p }) => [
    order(
      p.sellerId,
      p.orderId,
      T.newReview,
      { kind: 'newReview', params: { id: p.orderId, rating: p.rating } },
      { kind: 'newReview', params: { id: p.orderId, rating: p.rating } },
    ),
  ],
  'review.replied': (_tx, { payload: p }) => [
    order(
      p.buyerId,
      p.orderId,
      T.reviewReply,
      { kind: 'reviewReply', params: { id: p.orderId } },
      { kind: 'reviewReply', params: { id: p.orderId } },
    ),
  ],
  'follow.followed': (_tx, { payload: p }) => [
    {
      userId: p.followedId,
      once: true,
      input: {
        eventType: T.newFollower,
        notice: { kind: 'newFollower', params: { name: p.followerName } },
        url: `/profiles/${p.followerId}`,
      },
      mail: { kind: 'newFollower', params: { name: p.followerName } },
    },
  ],
  // Administrators are told in the app here and by their own mail (registerAdminMail below).
  'dispute.opened': async (tx, { payload: p }) => {
    const opened: NotificationNotice = { kind: 'disputeOpened', params: { id: p.orderId } };
    // The seller learns by when to answer with proof (ADR 0061).
    const toSeller: NotificationNotice = p.sellerAnswerBy
      ? { kind: 'disputeAnswerBy', params: { id: p.orderId, deadline: p.sellerAnswerBy } }
      : opened;
    const admins = (await repo.adminIds(tx)).filter((id) => id !== p.sellerId);
    return [
      order(p.sellerId, p.orderId, T.orderDisputed, toSeller, {
        kind: 'orderDisputed',
        params: { id: p.orderId },
      }),
      ...admins.map((id) => order(id, p.orderId, T.orderDisputed, opened)),
    ];
  },
  'dispute.message': (_tx, { payload: p }) =>
    [p.buyerId, p.sellerId]
      .filter((id) => id !== p.authorId)
      .map((userId) =>
        order(
          userId,
          p.orderId,
          T.disputeMessage,
          { kind: 'disputeMessage', params: { id: p.orderId } },
          { kind: 'disputeMessage', params: { id: p.orderId } },
        ),
      ),
  'dispute.resolved': (_tx, { payload: p }) => {
    // The system's own decision (the seller did not answer) is told by its kind, not by a reason.
    const notice: NotificationNotice =
      p.decidedBy === null
        ? { kind: 'disputeSellerSilent', params: { id: p.orderId, buyer: p.buyerKopecks } }
        : { kind: 'disputeResolved', params: { id: p.orderId, reason: p.reason } };
    return [p.buyerId, p.sellerId].map((userId) =>
      order(userId, p.orderId, T.disputeResolved, notice, {
        kind: 'disputeResolved',
        params: { id: p.orderId, reason: p.reason },
      }),
    );
  },
  'moderation.offerBlocked': (_tx, { payload: p }) => {
    const kind = p.blocked ? 'offerBlocked' : 'offerUnblocked';
    const params = { offer: p.offerName, reason: p.reason };
    return [moderation(p.ownerId, { kind, params }, `/offer/${p.offerId}`, { kind, params })];
  },
  'moderation.userSuspended': (_tx, { payload: p }) => [
    ...p.openSales.map((o) =>
      moderation(
        o.buyerId,
        { kind: 'sellerSuspended', params: { id: o.orderId, amount: o.totalKopecks } },
        orderUrl(o.orderId),
        { kind: 'sellerSuspended', params: { id: o.orderId, amount: rub(o.totalKopecks) } },
      ),
    ),
    moderation(p.userId, { kind: 'accountSuspended', params: { reason: p.reason } }, '/settings', {
      kind: 'accountSuspended',
      params: { reason: p.reason },
    }),
  ],
  'moderation.userReinstated': (_tx, { payload: p }) => [
    moderation(p.userId, { kind: 'accountRestored', params: { reason: p.reason } }, '/settings', {
      kind: 'accountRestored',
      params: { reason: p.reason },
    }),
  ],
  // Administrators are told in the app here and by their own mail (registerAdminMail below).
  'withdrawal.requested': async (tx, { payload: p }) =>
    (await repo.adminIds(tx))
      .filter((id) => id !== p.userId)
      .map((userId) => ({
        userId,
        input: {
          eventType: T.withdrawalRequested,
          notice: { kind: 'withdrawalRequested', params: { amount: p.amountKopecks } },
          url: '/admin',
        },
      })),
  // Reports and appeals (docs/decisions/0063-reports-and-moderation-history.md).
  'moderation.reported': async (tx, { payload: p }) =>
    (await repo.adminIds(tx))
      .filter((id) => id !== p.reporterId && id !== p.targetOwnerId)
      .map((id) =>
        moderation(id, { kind: 'reportNew', params: { id: p.reportId, due: p.dueAt } }, '/admin?tab=reports'),
      ),
  'moderation.reportDecided': (_tx, { payload: p }) => [
    {
      userId: p.reporterId,
      input: {
        eventType: T.reportOutcome,
        notice: {
          kind: p.outcome === 'actionTaken' ? 'reportActionTaken' : 'reportNoViolation',
          params: { id: p.reportId },
        },
        url: '/moderation',
      },
    },
  ],
  'moderation.appealed': async (tx, { payload: p }) =>
    (await repo.adminIds(tx))
      .filter((id) => id !== p.decidedBy && id !== p.userId)
      .map((id) => moderation(id, { kind: 'appealNew', params: { id: p.decisionId } }, '/admin?tab=appeals')),
  // An overturned decision is told by its reinstatement's own notice (offer unblocked, account restored).
  'moderation.appealDecided': (_tx, { payload: p }) =>
    p.outcome === 'upheld'
      ? [
          moderation(
            p.userId,
            { kind: 'appealUpheld', params: { id: p.decisionId, reason: p.reason } },
            '/moderation',
          ),
        ]
      : [],
  'withdrawal.decided': (_tx, { payload: p }) => {
    const kind = p.decision === 'approved' ? 'withdrawalApproved' : 'withdrawalRejected';
    return [
      {
        userId: p.userId,
        input: {
          eventType: T.withdrawalDecided,
          notice: { kind, params: { amount: p.amountKopecks, reason: p.reason } },
          url: '/wallet',
        },
        mail: { kind, params: { amount: rub(p.amountKopecks), reason: p.reason } },
      },
    ];
  },
};

function completed(p: { orderId: number; sellerId: number; sellerKopecks: number }): Notice[] {
  return [
    order(
      p.sellerId,
      p.orderId,
      T.orderCompleted,
      { kind: 'orderCompleted', params: { id: p.orderId, amount: p.sellerKopecks } },
      { kind: 'orderCompleted', params: { id: p.orderId, amount: rub(p.sellerKopecks) } },
    ),
  ];
}

function moderation(
  userId: number,
  notice: NotificationNotice,
  url: string | null,
  mail?: NoticeMail,
): Notice {
  return { userId, input: { eventType: T.moderation, notice, url }, mail };
}

const pushAll = (pushes: (Push | null | undefined)[]) => async () => {
  for (const push of pushes) await push?.();
};

/** Registers the notifications' processors on the outbox. */
export function registerNotificationProcessors(outbox: Outbox, deps: NotificationDeps): void {
  for (const type of Object.keys(NOTICES) as EventType[]) {
    const notices = NOTICES[type] as Notices<EventType>;
    outbox.on(type, 'notifications', async (tx, event) => {
      const pushes: Push[] = [];
      for (const n of await notices(tx, event)) {
        const stored = n.once
          ? await storeNotificationOnce(deps, tx, n.userId, n.input, n.mail)
          : await storeNotification(deps, tx, n.userId, n.input, n.mail);
        if (stored) pushes.push(stored.push);
      }
      return pushAll(pushes);
    });
  }
  outbox.on('chat.messageSent', 'notifications', async (tx, { payload: p }) => {
    const push = await storeChatNotification(deps, tx, p);
    return pushAll([push]);
  });
  outbox.on('chat.read', 'notifications', async (tx, { payload: p }) =>
    pushAll([await markChatNotificationRead(deps, tx, p.readerId, p.chatId)]),
  );
}

/**
 * Administrators' mail about work waiting (ADR 0056): a new dispute and a new withdrawal request,
 * to every administrator in their language, in the transaction that marks the event handled by
 * this processor (so never twice; events handled before it existed are not mailed).
 */
export function registerAdminMail(outbox: Outbox, mail: NotificationMailDeps): void {
  const kick = () => async () => mail.mailer.kick();
  outbox.on('dispute.opened', 'admin-mail', async (tx, { id, payload: p }) => {
    const n = await mailAdmins(mail, tx, {
      eventId: id,
      template: 'adminDisputeOpened',
      params: { id: p.orderId },
    });
    return n > 0 ? kick() : undefined;
  });
  outbox.on('withdrawal.requested', 'admin-mail', async (tx, { id, payload: p }) => {
    const n = await mailAdmins(mail, tx, {
      eventId: id,
      template: 'adminWithdrawalRequested',
      params: { amount: rub(p.amountKopecks) },
    });
    return n > 0 ? kick() : undefined;
  });
}
