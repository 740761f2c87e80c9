import type { Language } from './schemas/settings';
import { MAIL_PRODUCT as PRODUCT, type MailWording } from './mail-wording.ts';
import { NOTIFICATION_TYPE_LABELS } from './notification-labels.ts';
import type { NotificationEventType } from './notifications.ts';

/**
 * A notification's mail (docs/decisions/0056-notification-mail.md): per kind of notice, the type
 * whose e-mail choice sends it, its parameters, and its subject and sentence in each language. Every
 * such mail ends with a link to the page it is about and a footer naming the choice that sent it,
 * with the one-click link that turns it off (`{unsubscribe}`).
 */
const NOTICES = {
  orderCreated: {
    type: 'order_created',
    params: ['id', 'offer', 'total'],
    ru: ['новый заказ №{id}', 'У вас купили «{offer}» на {total} ₽ (заказ №{id}).'],
    en: ['new order #{id}', 'Someone bought “{offer}” from you for {total} ₽ (order #{id}).'],
  },
  paymentSuccess: {
    type: 'payment_success',
    params: ['id', 'total'],
    ru: ['заказ №{id} оплачен', 'Заказ №{id} оплачен: {total} ₽.'],
    en: ['order #{id} is paid', 'Order #{id} is paid: {total} ₽.'],
  },
  walletTopUp: {
    type: 'wallet_top_up',
    params: ['amount'],
    ru: ['кошелёк пополнен', 'Кошелёк пополнен на {amount} ₽.'],
    en: ['your wallet is topped up', 'Your wallet was topped up with {amount} ₽.'],
  },
  orderDelivered: {
    type: 'order_delivered',
    params: ['id'],
    ru: ['заказ №{id} выполнен', 'Продавец выполнил заказ №{id}: проверьте его и подтвердите получение.'],
    en: [
      'order #{id} is delivered',
      'The seller delivered order #{id}: check it and confirm you received it.',
    ],
  },
  orderCompleted: {
    type: 'order_completed',
    params: ['id', 'amount'],
    ru: ['заказ №{id} завершён', 'Заказ №{id} завершён: на кошелёк зачислено {amount} ₽.'],
    en: ['order #{id} is completed', 'Order #{id} is completed: {amount} ₽ went to your wallet.'],
  },
  orderCancelled: {
    type: 'order_cancelled',
    params: ['id', 'amount'],
    ru: ['заказ №{id} отменён', 'Продавец отменил заказ №{id}: {amount} ₽ вернулись на кошелёк.'],
    en: [
      'order #{id} is cancelled',
      'The seller cancelled order #{id}: {amount} ₽ went back to your wallet.',
    ],
  },
  orderCancelledByBuyer: {
    type: 'order_cancelled',
    params: ['id', 'amount'],
    ru: ['заказ №{id} отменён', 'Покупатель отменил заказ №{id}, ему вернулось {amount} ₽.'],
    en: ['order #{id} is cancelled', 'The buyer cancelled order #{id} and got {amount} ₽ back.'],
  },
  orderRefunded: {
    type: 'order_refunded',
    params: ['id', 'amount'],
    ru: ['возврат по заказу №{id}', 'Покупателю заказа №{id} вернулось {amount} ₽.'],
    en: ['refund on order #{id}', 'The buyer of order #{id} got {amount} ₽ back.'],
  },
  orderExpired: {
    type: 'order_cancelled',
    params: ['id', 'amount'],
    ru: [
      'заказ №{id} отменён',
      'Продавец не выполнил заказ №{id} в срок, заказ отменён: {amount} ₽ вернулись на кошелёк.',
    ],
    en: [
      'order #{id} is cancelled',
      'The seller did not deliver order #{id} in time, so it is cancelled: {amount} ₽ went back to your wallet.',
    ],
  },
  orderExpiredSeller: {
    type: 'order_cancelled',
    params: ['id', 'amount'],
    ru: ['заказ №{id} отменён', 'Заказ №{id} не выполнен в срок и отменён, покупателю вернулось {amount} ₽.'],
    en: [
      'order #{id} is cancelled',
      'Order #{id} was not delivered in time and is cancelled; the buyer got {amount} ₽ back.',
    ],
  },
  orderDeadlineSoon: {
    type: 'order_deadline_soon',
    params: ['id'],
    ru: [
      'срок заказа №{id} истекает',
      'Выполните заказ №{id} до срока, иначе он отменится, а деньги вернутся покупателю.',
    ],
    en: [
      'order #{id} is due soon',
      'Deliver order #{id} before its deadline, or it is cancelled and the buyer gets the money back.',
    ],
  },
  newReview: {
    type: 'new_review',
    params: ['id', 'rating'],
    ru: ['новый отзыв', 'Покупатель оценил заказ №{id}: {rating}/10.'],
    en: ['a new review', 'The buyer rated order #{id}: {rating}/10.'],
  },
  reviewReply: {
    type: 'review_reply',
    params: ['id'],
    ru: ['ответ на ваш отзыв', 'Продавец ответил на ваш отзыв о заказе №{id}.'],
    en: ['a reply to your review', 'The seller replied to your review of order #{id}.'],
  },
  newFollower: {
    type: 'new_follower',
    params: ['name'],
    ru: ['новый подписчик', '{name} подписался на вас.'],
    en: ['a new follower', '{name} follows you now.'],
  },
  orderDisputed: {
    type: 'order_disputed',
    params: ['id'],
    ru: ['спор по заказу №{id}', 'Покупатель открыл спор по заказу №{id}.'],
    en: ['dispute on order #{id}', 'The buyer opened a dispute on order #{id}.'],
  },
  disputeMessage: {
    type: 'dispute_message',
    params: ['id'],
    ru: ['спор по заказу №{id}', 'В споре по заказу №{id} новое сообщение.'],
    en: ['dispute on order #{id}', 'There is a new message in the dispute on order #{id}.'],
  },
  disputeResolved: {
    type: 'dispute_resolved',
    params: ['id', 'reason'],
    ru: ['спор по заказу №{id} решён', 'Спор по заказу №{id} решён. {reason}'],
    en: ['the dispute on order #{id} is decided', 'The dispute on order #{id} is decided. {reason}'],
  },
  warrantyReleased: {
    type: 'warranty_released',
    params: ['id', 'amount'],
    ru: [
      'гарантия по заказу №{id} закончилась',
      'Гарантия по заказу №{id} закончилась: {amount} ₽ зачислены на ваш кошелёк.',
    ],
    en: [
      'the warranty of order #{id} has ended',
      'The warranty of order #{id} has ended: {amount} ₽ went to your wallet.',
    ],
  },
  withdrawalApproved: {
    type: 'withdrawal_decided',
    params: ['amount', 'reason'],
    ru: ['вывод средств одобрен', 'Вывод {amount} ₽ одобрен. {reason}'],
    en: ['your withdrawal is approved', 'Your withdrawal of {amount} ₽ is approved. {reason}'],
  },
  withdrawalRejected: {
    type: 'withdrawal_decided',
    params: ['amount', 'reason'],
    ru: [
      'вывод средств отклонён',
      'Вывод {amount} ₽ отклонён, деньги вернулись на кошелёк. Причина: {reason}',
    ],
    en: [
      'your withdrawal is declined',
      'Your withdrawal of {amount} ₽ was declined and the money is back in your wallet. Reason: {reason}',
    ],
  },
  offerBlocked: {
    type: 'moderation',
    params: ['offer', 'reason'],
    ru: ['предложение заблокировано', '«{offer}» заблокировано администрацией. Причина: {reason}'],
    en: ['your offer is blocked', '“{offer}” was blocked by the administration. Reason: {reason}'],
  },
  offerUnblocked: {
    type: 'moderation',
    params: ['offer', 'reason'],
    ru: ['предложение разблокировано', '«{offer}» снова доступно. {reason}'],
    en: ['your offer is unblocked', '“{offer}” is available again. {reason}'],
  },
  sellerSuspended: {
    type: 'moderation',
    params: ['id', 'amount'],
    ru: [
      'продавец заказа №{id} заблокирован',
      'Продавец заказа №{id} заблокирован администрацией. Вы можете отменить заказ и вернуть {amount} ₽.',
    ],
    en: [
      'the seller of order #{id} is suspended',
      'The seller of order #{id} was suspended by the administration. You can cancel the order and get {amount} ₽ back.',
    ],
  },
  accountSuspended: {
    type: 'moderation',
    params: ['reason'],
    ru: ['аккаунт приостановлен', 'Ваш аккаунт приостановлен администрацией. Причина: {reason}'],
    en: ['your account is suspended', 'Your account was suspended by the administration. Reason: {reason}'],
  },
  accountRestored: {
    type: 'moderation',
    params: ['reason'],
    ru: ['аккаунт восстановлен', 'Ваш аккаунт восстановлен. {reason}'],
    en: ['your account is restored', 'Your account is restored. {reason}'],
  },
} as const satisfies Record<
  string,
  {
    type: NotificationEventType;
    params: readonly string[];
    ru: readonly [string, string];
    en: readonly [string, string];
  }
>;

export type NotificationMailKind = keyof typeof NOTICES;
export type NotificationMailTemplate = `notify.${NotificationMailKind}`;
/** The parameters a kind's mail needs besides `link` and `unsubscribe`. */
export type NotificationMailParams<K extends NotificationMailKind> = Record<
  (typeof NOTICES)[K]['params'][number],
  string | number
>;

/** The notification type whose e-mail choice sends a kind of mail (and its unsubscribe link stops). */
export const notificationMailType = (kind: NotificationMailKind): NotificationEventType => NOTICES[kind].type;

const OPEN = { ru: 'Подробности:', en: 'Details:' } as const;
/** The footer of a mail a notification type's e-mail choice sends, with its unsubscribe link. */
export const why = (language: Language, type: NotificationEventType) =>
  language === 'ru'
    ? `Письмо отправлено, потому что в настройках уведомлений ${PRODUCT} для «${NOTIFICATION_TYPE_LABELS.ru[type]}» выбрана почта. Больше не присылать такие письма: {unsubscribe}`
    : `You receive this mail because e-mail is on for “${NOTIFICATION_TYPE_LABELS.en[type]}” in your ${PRODUCT} notification settings. Stop these mails: {unsubscribe}`;

export const NOTIFICATION_MAILS = Object.fromEntries(
  Object.entries(NOTICES).map(([kind, notice]) => {
    const wording = (language: Language): MailWording => ({
      subject: `${PRODUCT}: ${notice[language][0]}`,
      body: [notice[language][1], OPEN[language], '{link}'],
      footer: why(language, notice.type),
    });
    return [
      `notify.${kind}`,
      { params: [...notice.params, 'link', 'unsubscribe'], ru: wording('ru'), en: wording('en') },
    ];
  }),
) as unknown as Record<
  NotificationMailTemplate,
  { params: readonly string[] } & Record<Language, MailWording>
>;
