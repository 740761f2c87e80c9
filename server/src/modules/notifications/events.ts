import { MESSAGES } from '@gamelot/contract/messages';
import { NOTIFICATION_EVENT_TYPES } from '@gamelot/contract/notifications';
import { fillMessage } from '@gamelot/contract/offer-rules';
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
 * What each domain event tells whom, as a stored notification (type, title, content, url) pushed
 * live after commit. Registered on the outbox by the composition root (app.ts); each runs in the
 * transaction that marks the event handled by it, so a redelivered event notifies nobody twice
 * (docs/decisions/0042-domain-events-and-outbox.md).
 */

const rub = (kopecks: number) => kopecksToRoubles(kopecks).toFixed(2);
const orderUrl = (id: number) => `/orders/${id}`;

type Notice = { userId: number; input: NotifyInput; once?: boolean; mail?: NoticeMail };
type Notices<K extends EventType> = (tx: Db, event: DomainEvent<K>) => Notice[] | Promise<Notice[]>;

const order = (
  userId: number,
  orderId: number,
  eventType: string,
  title: string,
  content: string,
  mail?: NoticeMail,
): Notice => ({ userId, input: { eventType, title, content, url: orderUrl(orderId) }, mail });

const NOTICES: { [K in EventType]?: Notices<K> } = {
  'order.created': (_tx, { payload: p }) => {
    const names = { id: p.orderId, offer: p.offerName, quantity: p.quantity, total: rub(p.totalKopecks) };
    return [
      order(
        p.sellerId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.orderCreated,
        MESSAGES.notificationOrderCreatedTitle,
        fillMessage(MESSAGES.notificationOrderCreatedContent, names),
        { kind: 'orderCreated', params: names },
      ),
      order(
        p.buyerId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.paymentSuccess,
        MESSAGES.notificationPaymentSuccessTitle,
        fillMessage(MESSAGES.notificationPaymentSuccessContent, names),
        { kind: 'paymentSuccess', params: names },
      ),
      ...(p.autoDelivery
        ? [
            order(
              p.buyerId,
              p.orderId,
              NOTIFICATION_EVENT_TYPES.orderDelivered,
              MESSAGES.notificationOrderDeliveredTitle,
              fillMessage(MESSAGES.notificationOrderDeliveredContent, names),
              { kind: 'orderDelivered', params: names },
            ),
          ]
        : []),
    ];
  },
  'order.delivered': (_tx, { payload: p }) => [
    order(
      p.buyerId,
      p.orderId,
      NOTIFICATION_EVENT_TYPES.orderDelivered,
      MESSAGES.notificationOrderDeliveredTitle,
      fillMessage(MESSAGES.notificationOrderDeliveredContent, { id: p.orderId }),
      { kind: 'orderDelivered', params: { id: p.orderId } },
    ),
  ],
  'order.confirmed': (_tx, e) => completed(e.payload),
  'order.autoCompleted': (_tx, e) => completed(e.payload),
  'order.warrantyReleased': (_tx, { payload: p }) => {
    const names = { id: p.orderId, amount: rub(p.sellerKopecks) };
    return [
      order(
        p.sellerId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.warrantyReleased,
        MESSAGES.notificationWarrantyReleasedTitle,
        fillMessage(MESSAGES.notificationWarrantyReleasedContent, names),
        { kind: 'warrantyReleased', params: names },
      ),
    ];
  },
  'order.cancelled': (_tx, { payload: p }) => {
    const names = { id: p.orderId, amount: rub(p.totalKopecks) };
    return [
      p.by === 'seller'
        ? order(
            p.buyerId,
            p.orderId,
            NOTIFICATION_EVENT_TYPES.orderCancelled,
            MESSAGES.notificationOrderCancelledTitle,
            fillMessage(MESSAGES.notificationOrderCancelledContent, names),
            { kind: 'orderCancelled', params: names },
          )
        : order(
            p.sellerId,
            p.orderId,
            NOTIFICATION_EVENT_TYPES.orderCancelled,
            MESSAGES.notificationOrderCancelledTitle,
            fillMessage(MESSAGES.notificationOrderCancelledByBuyerContent, names),
            { kind: 'orderCancelledByBuyer', params: names },
          ),
    ];
  },
  'order.refunded': (_tx, { payload: p }) => {
    const names = { id: p.orderId, amount: rub(p.totalKopecks) };
    return [
      order(
        p.sellerId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.orderRefunded,
        MESSAGES.notificationOrderRefundedTitle,
        fillMessage(MESSAGES.notificationOrderRefundedContent, names),
        { kind: 'orderRefunded', params: names },
      ),
    ];
  },
  // Delivery deadlines (docs/product.md#delivery-time): both sides learn of the cancellation, the
  // seller is warned once per deadline before it.
  'order.expired': (_tx, { payload: p }) => {
    const names = { id: p.orderId, amount: rub(p.totalKopecks) };
    return [
      order(
        p.buyerId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.orderCancelled,
        MESSAGES.notificationOrderCancelledTitle,
        fillMessage(MESSAGES.notificationOrderExpiredContent, names),
        { kind: 'orderExpired', params: names },
      ),
      order(
        p.sellerId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.orderCancelled,
        MESSAGES.notificationOrderCancelledTitle,
        fillMessage(MESSAGES.notificationOrderExpiredSellerContent, names),
        { kind: 'orderExpiredSeller', params: names },
      ),
    ];
  },
  'order.deadlineSoon': (_tx, { payload: p }) => [
    order(
      p.sellerId,
      p.orderId,
      NOTIFICATION_EVENT_TYPES.orderDeadlineSoon,
      MESSAGES.notificationOrderDeadlineSoonTitle,
      fillMessage(MESSAGES.notificationOrderDeadlineSoonContent, { id: p.orderId }),
      { kind: 'orderDeadlineSoon', params: { id: p.orderId } },
    ),
  ],
  'payment.credited': (_tx, { payload: p }) => [
    {
      userId: p.userId,
      input: {
        eventType: NOTIFICATION_EVENT_TYPES.walletTopUp,
        title: MESSAGES.notificationPaymentSuccessTitle,
        content: fillMessage(MESSAGES.notificationTopUpContent, {
          amount: kopecksToRoubles(p.amountKopecks),
        }),
        url: '/wallet',
      },
      mail: { kind: 'walletTopUp', params: { amount: rub(p.amountKopecks) } },
    },
  ],
  'review.posted': (_tx, { payload: p }) => [
    order(
      p.sellerId,
      p.orderId,
      NOTIFICATION_EVENT_TYPES.newReview,
      MESSAGES.notificationNewReviewTitle,
      fillMessage(MESSAGES.notificationNewReviewContent, { id: p.orderId, rating: p.rating }),
      { kind: 'newReview', params: { id: p.orderId, rating: p.rating } },
    ),
  ],
  'review.replied': (_tx, { payload: p }) => [
    order(
      p.buyerId,
      p.orderId,
      NOTIFICATION_EVENT_TYPES.reviewReply,
      MESSAGES.notificationReviewReplyTitle,
      fillMessage(MESSAGES.notificationReviewReplyContent, { id: p.orderId }),
      { kind: 'reviewReply', params: { id: p.orderId } },
    ),
  ],
  'follow.followed': (_tx, { payload: p }) => [
    {
      userId: p.followedId,
      once: true,
      input: {
        eventType: NOTIFICATION_EVENT_TYPES.newFollower,
        title: MESSAGES.notificationNewFollowerTitle,
        content: fillMessage(MESSAGES.notificationNewFollowerContent, { name: p.followerName }),
        url: `/profiles/${p.followerId}`,
      },
      mail: { kind: 'newFollower', params: { name: p.followerName } },
    },
  ],
  // Administrators are told in the app here and by their own mail (registerAdminMail below).
  'dispute.opened': async (tx, { payload: p }) => {
    const notice = (userId: number, content: string, mail?: NoticeMail) =>
      order(
        userId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.orderDisputed,
        MESSAGES.notificationDisputeTitle,
        content,
        mail,
      );
    const opened = fillMessage(MESSAGES.notificationDisputeOpenedContent, { id: p.orderId });
    // The seller learns by when to answer with proof (ADR 0061).
    const toSeller = p.sellerAnswerBy
      ? fillMessage(MESSAGES.notificationDisputeAnswerByContent, {
          id: p.orderId,
          deadline: p.sellerAnswerBy.slice(0, 16).replace('T', ' '),
        })
      : opened;
    const admins = (await repo.adminIds(tx)).filter((id) => id !== p.sellerId);
    return [
      notice(p.sellerId, toSeller, { kind: 'orderDisputed', params: { id: p.orderId } }),
      ...admins.map((id) => notice(id, opened)),
    ];
  },
  'dispute.message': (_tx, { payload: p }) =>
    [p.buyerId, p.sellerId]
      .filter((id) => id !== p.authorId)
      .map((userId) =>
        order(
          userId,
          p.orderId,
          NOTIFICATION_EVENT_TYPES.disputeMessage,
          MESSAGES.notificationDisputeTitle,
          fillMessage(MESSAGES.notificationDisputeMessageContent, { id: p.orderId }),
          { kind: 'disputeMessage', params: { id: p.orderId } },
        ),
      ),
  'dispute.resolved': (_tx, { payload: p }) =>
    [p.buyerId, p.sellerId].map((userId) =>
      order(
        userId,
        p.orderId,
        NOTIFICATION_EVENT_TYPES.disputeResolved,
        MESSAGES.notificationDisputeTitle,
        fillMessage(MESSAGES.notificationDisputeResolvedContent, { id: p.orderId, reason: p.reason }),
        { kind: 'disputeResolved', params: { id: p.orderId, reason: p.reason } },
      ),
    ),
  'moderation.offerBlocked': (_tx, { payload: p }) => [
    moderation(
      p.ownerId,
      p.blocked ? MESSAGES.notificationOfferBlockedTitle : MESSAGES.notificationOfferUnblockedTitle,
      fillMessage(
        p.blocked ? MESSAGES.notificationOfferBlockedContent : MESSAGES.notificationOfferUnblockedContent,
        {
          offer: p.offerName,
          reason: p.reason,
        },
      ),
      `/offer/${p.offerId}`,
      {
        kind: p.blocked ? 'offerBlocked' : 'offerUnblocked',
        params: { offer: p.offerName, reason: p.reason },
      },
    ),
  ],
  'moderation.userSuspended': (_tx, { payload: p }) => [
    ...p.openSales.map((o) =>
      moderation(
        o.buyerId,
        MESSAGES.notificationSellerSuspendedTitle,
        fillMessage(MESSAGES.notificationSellerSuspendedContent, {
          id: o.orderId,
          amount: rub(o.totalKopecks),
        }),
        orderUrl(o.orderId),
        { kind: 'sellerSuspended', params: { id: o.orderId, amount: rub(o.totalKopecks) } },
      ),
    ),
    moderation(
      p.userId,
      MESSAGES.notificationAccountTitle,
      fillMessage(MESSAGES.notificationAccountSuspendedContent, { reason: p.reason }),
      '/settings',
      { kind: 'accountSuspended', params: { reason: p.reason } },
    ),
  ],
  'moderation.userReinstated': (_tx, { payload: p }) => [
    moderation(
      p.userId,
      MESSAGES.notificationAccountTitle,
      fillMessage(MESSAGES.notificationAccountRestoredContent, { reason: p.reason }),
      '/settings',
      { kind: 'accountRestored', params: { reason: p.reason } },
    ),
  ],
  // Administrators are told in the app here and by their own mail (registerAdminMail below).
  'withdrawal.requested': async (tx, { payload: p }) =>
    (await repo.adminIds(tx))
      .filter((id) => id !== p.userId)
      .map((userId) => ({
        userId,
        input: {
          eventType: NOTIFICATION_EVENT_TYPES.withdrawalRequested,
          title: MESSAGES.notificationWithdrawalRequestedTitle,
          content: fillMessage(MESSAGES.notificationWithdrawalRequestedContent, {
            amount: rub(p.amountKopecks),
          }),
          url: '/admin',
        },
      })),
  // Reports and appeals (docs/decisions/0063-reports-and-moderation-history.md).
  'moderation.reported': async (tx, { payload: p }) =>
    (await repo.adminIds(tx))
      .filter((id) => id !== p.reporterId && id !== p.targetOwnerId)
      .map((id) =>
        moderation(
          id,
          MESSAGES.notificationReportTitle,
          fillMessage(MESSAGES.notificationReportNewContent, { id: p.reportId, due: p.dueAt }),
          '/admin?tab=reports',
        ),
      ),
  'moderation.reportDecided': (_tx, { payload: p }) => [
    {
      userId: p.reporterId,
      input: {
        eventType: NOTIFICATION_EVENT_TYPES.reportOutcome,
        title: MESSAGES.notificationReportTitle,
        content: fillMessage(
          p.outcome === 'actionTaken'
            ? MESSAGES.notificationReportActionTakenContent
            : MESSAGES.notificationReportNoViolationContent,
          { id: p.reportId },
        ),
        url: '/moderation',
      },
    },
  ],
  'moderation.appealed': async (tx, { payload: p }) =>
    (await repo.adminIds(tx))
      .filter((id) => id !== p.decidedBy && id !== p.userId)
      .map((id) =>
        moderation(
          id,
          MESSAGES.notificationAppealTitle,
          fillMessage(MESSAGES.notificationAppealNewContent, { id: p.decisionId }),
          '/admin?tab=appeals',
        ),
      ),
  // An overturned decision is told by its reinstatement's own notice (offer unblocked, account restored).
  'moderation.appealDecided': (_tx, { payload: p }) =>
    p.outcome === 'upheld'
      ? [
          moderation(
            p.userId,
            MESSAGES.notificationAppealTitle,
            fillMessage(MESSAGES.notificationAppealUpheldContent, { id: p.decisionId, reason: p.reason }),
            '/moderation',
          ),
        ]
      : [],
  'withdrawal.decided': (_tx, { payload: p }) => [
    {
      userId: p.userId,
      input: {
        eventType: NOTIFICATION_EVENT_TYPES.withdrawalDecided,
        title: MESSAGES.notificationWithdrawalTitle,
        content: fillMessage(
          p.decision === 'approved'
            ? MESSAGES.notificationWithdrawalApprovedContent
            : MESSAGES.notificationWithdrawalRejectedContent,
          { amount: rub(p.amountKopecks), reason: p.reason },
        ),
        url: '/wallet',
      },
      mail: {
        kind: p.decision === 'approved' ? 'withdrawalApproved' : 'withdrawalRejected',
        params: { amount: rub(p.amountKopecks), reason: p.reason },
      },
    },
  ],
};

function completed(p: { orderId: number; sellerId: number; sellerKopecks: number }): Notice[] {
  const names = { id: p.orderId, amount: rub(p.sellerKopecks) };
  return [
    order(
      p.sellerId,
      p.orderId,
      NOTIFICATION_EVENT_TYPES.orderCompleted,
      MESSAGES.notificationOrderCompletedTitle,
      fillMessage(MESSAGES.notificationOrderCompletedContent, names),
      { kind: 'orderCompleted', params: names },
    ),
  ];
}

function moderation(
  userId: number,
  title: string,
  content: string,
  url: string | null,
  mail?: NoticeMail,
): Notice {
  return { userId, input: { eventType: NOTIFICATION_EVENT_TYPES.moderation, title, content, url }, mail };
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
