/**
 * The texts of notices (docs/decisions/0065-notices-as-codes.md): per kind, the type of each
 * parameter and the words in every language, with `{param}` where a parameter goes. Money
 * parameters are kopecks and are written with their currency by the reader's language; dates are
 * ISO instants written in the reader's language and time zone. `satisfies` makes a kind without
 * one of the languages fail the type check; notices.test.ts checks the placeholders agree.
 */

/** What a parameter holds: a number (an id, a rating), free text, kopecks, or an ISO instant. */
export type NoticeParamType = 'number' | 'text' | 'money' | 'date';

type Texts = { title: string; content: string };
type NotificationEntry = { params: Record<string, NoticeParamType>; ru: Texts; en: Texts };
type SystemEntry = { params: Record<string, NoticeParamType>; ru: string; en: string };

const id = 'number' as const;
const text = 'text' as const;
const money = 'money' as const;
const date = 'date' as const;

/** Notifications: the panel's title and line (docs/product.md#screens "Notifications panel"). */
export const NOTIFICATION_NOTICES = {
  orderCreated: {
    params: { id, offer: text, quantity: id, total: money },
    ru: { title: 'Новый заказ', content: 'Заказ №{id}: «{offer}» × {quantity}, {total}' },
    en: { title: 'New order', content: 'Order #{id}: “{offer}” × {quantity}, {total}' },
  },
  paymentSuccess: {
    params: { id, total: money },
    ru: { title: 'Оплата прошла', content: 'Заказ №{id} оплачен: {total}' },
    en: { title: 'Payment received', content: 'Order #{id} is paid: {total}' },
  },
  walletTopUp: {
    params: { amount: money },
    ru: { title: 'Оплата прошла', content: 'Кошелёк пополнен на {amount}' },
    en: { title: 'Payment received', content: 'Your wallet was topped up with {amount}' },
  },
  orderDelivered: {
    params: { id },
    ru: { title: 'Заказ выполнен', content: 'Заказ №{id}: проверьте и подтвердите получение' },
    en: { title: 'Order delivered', content: 'Order #{id}: check it and confirm you received it' },
  },
  orderCompleted: {
    params: { id, amount: money },
    ru: { title: 'Заказ завершён', content: 'Заказ №{id}: на кошелёк зачислено {amount}' },
    en: { title: 'Order completed', content: 'Order #{id}: {amount} went to your wallet' },
  },
  warrantyReleased: {
    params: { id, amount: money },
    ru: {
      title: 'Гарантия закончилась',
      content: 'Заказ №{id}: гарантия закончилась, {amount} зачислено на кошелёк',
    },
    en: {
      title: 'Warranty ended',
      content: 'Order #{id}: the warranty ended and {amount} went to your wallet',
    },
  },
  orderCancelled: {
    params: { id, amount: money },
    ru: { title: 'Заказ отменён', content: 'Заказ №{id}: деньги возвращены на кошелёк ({amount})' },
    en: { title: 'Order cancelled', content: 'Order #{id}: the money went back to your wallet ({amount})' },
  },
  orderCancelledByBuyer: {
    params: { id, amount: money },
    ru: { title: 'Заказ отменён', content: 'Заказ №{id} отменён покупателем, ему возвращено {amount}' },
    en: { title: 'Order cancelled', content: 'The buyer cancelled order #{id} and got {amount} back' },
  },
  orderExpired: {
    params: { id, amount: money },
    ru: {
      title: 'Заказ отменён',
      content: 'Заказ №{id} не выполнен в срок и отменён: деньги возвращены на кошелёк ({amount})',
    },
    en: {
      title: 'Order cancelled',
      content:
        'Order #{id} was not delivered in time and is cancelled: the money went back to your wallet ({amount})',
    },
  },
  orderExpiredSeller: {
    params: { id, amount: money },
    ru: {
      title: 'Заказ отменён',
      content: 'Заказ №{id} не выполнен в срок и отменён, покупателю возвращено {amount}',
    },
    en: {
      title: 'Order cancelled',
      content: 'Order #{id} was not delivered in time and is cancelled; the buyer got {amount} back',
    },
  },
  orderDeadlineSoon: {
    params: { id },
    ru: {
      title: 'Срок заказа истекает',
      content: 'Заказ №{id}: выполните его до срока, иначе заказ отменится, а деньги вернутся покупателю',
    },
    en: {
      title: 'Order deadline is near',
      content:
        'Order #{id}: deliver it before the deadline, or it is cancelled and the buyer gets the money back',
    },
  },
  orderRefunded: {
    params: { id, amount: money },
    ru: { title: 'Возврат по заказу', content: 'Заказ №{id}: покупателю возвращено {amount}' },
    en: { title: 'Order refunded', content: 'Order #{id}: the buyer got {amount} back' },
  },
  sellerSuspended: {
    params: { id, amount: money },
    ru: {
      title: 'Продавец заблокирован',
      content:
        'Заказ №{id}: продавец заблокирован администрацией. Вы можете отменить заказ и вернуть {amount}',
    },
    en: {
      title: 'Seller suspended',
      content:
        'Order #{id}: the seller was suspended by the administration. You can cancel the order and get {amount} back',
    },
  },
  newReview: {
    params: { id, rating: id },
    ru: { title: 'Новый отзыв', content: 'Заказ №{id}: оценка {rating}/10' },
    en: { title: 'New review', content: 'Order #{id}: rated {rating}/10' },
  },
  reviewReply: {
    params: { id },
    ru: { title: 'Ответ на отзыв', content: 'Продавец ответил на ваш отзыв о заказе №{id}' },
    en: { title: 'Reply to your review', content: 'The seller replied to your review of order #{id}' },
  },
  newFollower: {
    params: { name: text },
    ru: { title: 'Новый подписчик', content: '{name} подписался на вас' },
    en: { title: 'New follower', content: '{name} followed you' },
  },
  chatMessage: {
    params: { name: text, preview: text },
    ru: { title: 'Новое сообщение', content: '{name}: {preview}' },
    en: { title: 'New message', content: '{name}: {preview}' },
  },
  disputeOpened: {
    params: { id },
    ru: { title: 'Спор по заказу', content: 'Заказ №{id}: покупатель открыл спор' },
    en: { title: 'Order dispute', content: 'Order #{id}: the buyer opened a dispute' },
  },
  disputeAnswerBy: {
    params: { id, deadline: date },
    ru: {
      title: 'Спор по заказу',
      content:
        'Заказ №{id}: покупатель открыл спор. Ответьте с доказательствами до {deadline}, иначе деньги вернутся покупателю',
    },
    en: {
      title: 'Order dispute',
      content:
        'Order #{id}: the buyer opened a dispute. Answer with proof by {deadline}, or the buyer gets the money back',
    },
  },
  disputeMessage: {
    params: { id },
    ru: { title: 'Спор по заказу', content: 'Заказ №{id}: новое сообщение в споре' },
    en: { title: 'Order dispute', content: 'Order #{id}: a new message in the dispute' },
  },
  disputeResolved: {
    params: { id, reason: text },
    ru: { title: 'Спор по заказу', content: 'Заказ №{id}: спор решён. {reason}' },
    en: { title: 'Order dispute', content: 'Order #{id}: the dispute is resolved. {reason}' },
  },
  disputeSellerSilent: {
    params: { id, buyer: money },
    ru: {
      title: 'Спор по заказу',
      content: 'Заказ №{id}: продавец не ответил на спор вовремя, покупателю возвращено {buyer}',
    },
    en: {
      title: 'Order dispute',
      content: 'Order #{id}: the seller did not answer the dispute in time; the buyer got {buyer} back',
    },
  },
  offerBlocked: {
    params: { offer: text, reason: text },
    ru: { title: 'Оффер заблокирован', content: '«{offer}» заблокирован администрацией. Причина: {reason}' },
    en: { title: 'Offer blocked', content: '“{offer}” was blocked by the administration. Reason: {reason}' },
  },
  offerUnblocked: {
    params: { offer: text, reason: text },
    ru: { title: 'Оффер разблокирован', content: '«{offer}» снова доступен. {reason}' },
    en: { title: 'Offer unblocked', content: '“{offer}” is available again. {reason}' },
  },
  accountSuspended: {
    params: { reason: text },
    ru: { title: 'Аккаунт', content: 'Аккаунт приостановлен администрацией. Причина: {reason}' },
    en: { title: 'Account', content: 'Your account was suspended by the administration. Reason: {reason}' },
  },
  accountRestored: {
    params: { reason: text },
    ru: { title: 'Аккаунт', content: 'Аккаунт восстановлен. {reason}' },
    en: { title: 'Account', content: 'Your account is restored. {reason}' },
  },
  withdrawalRequested: {
    params: { amount: money },
    ru: { title: 'Заявка на вывод', content: 'Новая заявка на вывод {amount} ждёт решения' },
    en: { title: 'Withdrawal request', content: 'A new withdrawal request for {amount} awaits a decision' },
  },
  withdrawalApproved: {
    params: { amount: money, reason: text },
    ru: { title: 'Вывод средств', content: 'Вывод {amount} одобрен. {reason}' },
    en: { title: 'Withdrawal', content: 'The withdrawal of {amount} is approved. {reason}' },
  },
  withdrawalRejected: {
    params: { amount: money, reason: text },
    ru: {
      title: 'Вывод средств',
      content: 'Вывод {amount} отклонён, деньги вернулись на кошелёк. Причина: {reason}',
    },
    en: {
      title: 'Withdrawal',
      content:
        'The withdrawal of {amount} is rejected and the money went back to your wallet. Reason: {reason}',
    },
  },
  reportNew: {
    params: { id, due: date },
    ru: { title: 'Жалоба', content: 'Новая жалоба №{id}: проверить до {due}' },
    en: { title: 'Report', content: 'New report #{id}: review it by {due}' },
  },
  reportActionTaken: {
    params: { id },
    ru: { title: 'Жалоба', content: 'Жалоба №{id} рассмотрена: администрация приняла меры' },
    en: { title: 'Report', content: 'Report #{id} is reviewed: the administration took action' },
  },
  reportNoViolation: {
    params: { id },
    ru: { title: 'Жалоба', content: 'Жалоба №{id} рассмотрена: нарушений не найдено' },
    en: { title: 'Report', content: 'Report #{id} is reviewed: no violation was found' },
  },
  appealNew: {
    params: { id },
    ru: { title: 'Апелляция', content: 'Новая апелляция на решение №{id}' },
    en: { title: 'Appeal', content: 'New appeal against decision #{id}' },
  },
  appealUpheld: {
    params: { id, reason: text },
    ru: {
      title: 'Апелляция',
      content: 'Апелляция на решение №{id} рассмотрена: решение оставлено в силе. {reason}',
    },
    en: {
      title: 'Appeal',
      content: 'The appeal against decision #{id} is reviewed: the decision stands. {reason}',
    },
  },
} as const satisfies Record<string, NotificationEntry>;

/** An order chat's system lines (docs/product.md "Order chat"). */
export const SYSTEM_NOTICES = {
  orderCreated: {
    params: { id, quantity: id, offer: text, total: money },
    ru: 'Заказ №{id} оплачен: {quantity} × «{offer}» на {total}. Деньги удерживаются до подтверждения покупателем.',
    en: 'Order #{id} is paid: {quantity} × “{offer}” for {total}. The money is held until the buyer confirms.',
  },
  orderKeyDelivered: {
    params: { id },
    ru: 'Заказ №{id}: ключ выдан автоматически. Покупатель видит его в заказе.',
    en: 'Order #{id}: the key was delivered automatically. The buyer sees it in the order.',
  },
  orderDelivered: {
    params: { id, message: text },
    ru: 'Заказ №{id}: продавец отметил заказ выполненным. {message}',
    en: 'Order #{id}: the seller marked the order delivered. {message}',
  },
  orderCompleted: {
    params: { id, amount: money },
    ru: 'Заказ №{id} завершён. Продавец получил {amount}.',
    en: 'Order #{id} is completed. The seller got {amount}.',
  },
  orderAutoCompleted: {
    params: { id, amount: money },
    ru: 'Заказ №{id} завершён автоматически через 72 часа после выполнения. Продавец получил {amount}.',
    en: 'Order #{id} was completed automatically 72 hours after delivery. The seller got {amount}.',
  },
  orderCancelled: {
    params: { id, amount: money },
    ru: 'Заказ №{id} отменён продавцом. Покупателю возвращено {amount}.',
    en: 'Order #{id} was cancelled by the seller. The buyer got {amount} back.',
  },
  orderCancelledByBuyer: {
    params: { id, amount: money },
    ru: 'Заказ №{id} отменён покупателем: продавец заблокирован. Покупателю возвращено {amount}.',
    en: 'Order #{id} was cancelled by the buyer because the seller is suspended. The buyer got {amount} back.',
  },
  orderRefunded: {
    params: { id, amount: money },
    ru: 'Заказ №{id}: непоказанный ключ возвращён, покупателю возвращено {amount}.',
    en: 'Order #{id}: the unrevealed key was returned and the buyer got {amount} back.',
  },
  orderExpired: {
    params: { id, amount: money },
    ru: 'Заказ №{id} отменён: продавец не выполнил его в срок. Покупателю возвращено {amount}.',
    en: 'Order #{id} is cancelled: the seller did not deliver it in time. The buyer got {amount} back.',
  },
  orderDeadlineExtended: {
    params: { id },
    ru: 'Заказ №{id}: покупатель согласился подождать, срок выполнения продлён.',
    en: 'Order #{id}: the buyer agreed to wait, and the deadline is extended.',
  },
  orderDisputed: {
    params: { id, reason: text },
    ru: 'Заказ №{id}: покупатель открыл спор. Деньги удерживаются до решения администрации. Причина: {reason}',
    en: 'Order #{id}: the buyer opened a dispute. The money is held until the administration decides. Reason: {reason}',
  },
  disputeResolved: {
    params: { id, buyer: money, seller: money, reason: text },
    ru: 'Заказ №{id}: спор решён администрацией. Покупателю: {buyer}, продавцу: {seller}. {reason}',
    en: 'Order #{id}: the administration resolved the dispute. Buyer: {buyer}, seller: {seller}. {reason}',
  },
  disputeSellerSilent: {
    params: { id, buyer: money },
    ru: 'Заказ №{id}: продавец не ответил на спор вовремя, покупателю возвращено {buyer} автоматически',
    en: 'Order #{id}: the seller did not answer the dispute in time; the buyer got {buyer} back automatically',
  },
} as const satisfies Record<string, SystemEntry>;
