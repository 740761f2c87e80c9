import type { NotificationEventType } from './notifications.ts';

/**
 * What each notification type is called for people, in Russian and English: the e-mail footers
 * say which choice sent a mail, and the web's settings and unsubscribe pages name the same choice
 * (docs/decisions/0056-notification-mail.md).
 */
export const NOTIFICATION_TYPE_LABELS = {
  ru: {
    order_created: 'Новые заказы',
    payment_success: 'Оплата заказов',
    order_delivered: 'Выполненные заказы',
    order_completed: 'Завершённые заказы',
    order_cancelled: 'Отменённые заказы',
    order_refunded: 'Возвраты по заказам',
    order_deadline_soon: 'Истекающие сроки заказов',
    wallet_top_up: 'Пополнение кошелька',
    withdrawal_decided: 'Вывод средств',
    withdrawal_requested: 'Заявки на вывод (администраторам)',
    order_disputed: 'Открытые споры',
    dispute_message: 'Сообщения в спорах',
    dispute_resolved: 'Решения по спорам',
    moderation: 'Модерация',
    report_outcome: 'Итоги жалоб',
    warranty_released: 'Окончание гарантии',
    chat_message: 'Сообщения в чатах',
    new_review: 'Новые отзывы',
    review_reply: 'Ответы на ваши отзывы',
    new_follower: 'Новые подписчики',
  },
  en: {
    order_created: 'New orders',
    payment_success: 'Order payments',
    order_delivered: 'Delivered orders',
    order_completed: 'Completed orders',
    order_cancelled: 'Cancelled orders',
    order_refunded: 'Order refunds',
    order_deadline_soon: 'Order deadlines running out',
    wallet_top_up: 'Wallet top-ups',
    withdrawal_decided: 'Withdrawals',
    withdrawal_requested: 'Withdrawal requests (administrators)',
    order_disputed: 'Disputes opened',
    dispute_message: 'Dispute messages',
    dispute_resolved: 'Dispute decisions',
    moderation: 'Moderation',
    report_outcome: 'Report outcomes',
    warranty_released: 'Warranties ended',
    chat_message: 'Chat messages',
    new_review: 'New reviews',
    review_reply: 'Replies to your reviews',
    new_follower: 'New followers',
  },
} as const satisfies Record<'ru' | 'en', Record<NotificationEventType, string>>;
