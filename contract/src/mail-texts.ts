import type { Language } from './schemas/settings';
import { NOTIFICATION_TYPE_LABELS } from './notification-labels.ts';
import type { NotificationEventType } from './notifications.ts';

/**
 * The mails' texts by template id, in Russian and English: the catalogue the server renders mail
 * from (server/src/modules/mail/templates.ts, docs/decisions/0051-outgoing-mail.md). A stored mail
 * holds only its template id, parameters and language.
 */

export const MAIL_PRODUCT = 'Gamelot';
const PRODUCT = MAIL_PRODUCT;

export type MailWording = {
  subject: string;
  /**
   * Paragraphs; `{name}` is replaced with the parameter (in the subject and footer too), a line
   * that is only `{link}` is a link.
   */
  body: readonly string[];
  /** Why this mail was sent. */
  footer: string;
};

type Catalogue = Record<string, { params: readonly string[] } & Record<Language, MailWording>>;

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
  newReview: {
    type: 'new_review',
    params: ['id', 'rating'],
    ru: ['новый отзыв', 'Покупатель оценил заказ №{id}: {rating}/10.'],
    en: ['a new review', 'The buyer rated order #{id}: {rating}/10.'],
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
const why = (language: Language, type: NotificationEventType) =>
  language === 'ru'
    ? `Письмо отправлено, потому что в настройках уведомлений ${PRODUCT} для «${NOTIFICATION_TYPE_LABELS.ru[type]}» выбрана почта. Больше не присылать такие письма: {unsubscribe}`
    : `You receive this mail because e-mail is on for “${NOTIFICATION_TYPE_LABELS.en[type]}” in your ${PRODUCT} notification settings. Stop these mails: {unsubscribe}`;

const NOTIFICATION_MAILS = Object.fromEntries(
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

/**
 * The chat digest (one mail for the messages that stayed unread while their reader was away;
 * `{chats}` is one line per chat: who wrote and how many) and the mails to administrators about
 * work waiting for them (no choice turns those off: it is the job).
 */
const MORE_MAILS = {
  adminDisputeOpened: {
    params: ['id', 'link'],
    ru: {
      subject: `${PRODUCT}: открыт спор по заказу №{id}`,
      body: ['Покупатель открыл спор по заказу №{id}. Его нужно рассмотреть:', '{link}'],
      footer: `Письмо отправлено, потому что вы администратор ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: a dispute on order #{id}`,
      body: ['The buyer opened a dispute on order #{id}. It waits for a decision:', '{link}'],
      footer: `You receive this mail because you are an administrator of ${PRODUCT}.`,
    },
  },
  adminWithdrawalRequested: {
    params: ['amount', 'link'],
    ru: {
      subject: `${PRODUCT}: заявка на вывод {amount} ₽`,
      body: ['Пользователь просит вывести {amount} ₽. Заявку нужно одобрить или отклонить:', '{link}'],
      footer: `Письмо отправлено, потому что вы администратор ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: a withdrawal request for {amount} ₽`,
      body: ['A user asks to withdraw {amount} ₽. The request waits to be approved or declined:', '{link}'],
      footer: `You receive this mail because you are an administrator of ${PRODUCT}.`,
    },
  },
  chatDigest: {
    params: ['count', 'chats', 'link', 'unsubscribe'],
    ru: {
      subject: `${PRODUCT}: непрочитанные сообщения ({count})`,
      body: [
        'Пока вас не было, вам написали. Непрочитанных сообщений: {count}.',
        '{chats}',
        'Открыть чаты:',
        '{link}',
      ],
      footer: why('ru', 'chat_message'),
    },
    en: {
      subject: `${PRODUCT}: unread messages ({count})`,
      body: [
        'While you were away, people wrote to you. Unread messages: {count}.',
        '{chats}',
        'Open your chats:',
        '{link}',
      ],
      footer: why('en', 'chat_message'),
    },
  },
} as const;

export const MAIL_TEXTS = {
  passwordReset: {
    params: ['link', 'minutes'],
    ru: {
      subject: `${PRODUCT}: сброс пароля`,
      body: [
        'Кто-то (надеемся, вы) попросил сбросить пароль вашего аккаунта.',
        'Чтобы задать новый пароль, откройте ссылку в течение {minutes} минут:',
        '{link}',
        'Если вы не просили сброс, просто не отвечайте на это письмо: пароль останется прежним.',
      ],
      footer: `Письмо отправлено, потому что на этот адрес запросили сброс пароля в ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: reset your password`,
      body: [
        'Someone (we hope it was you) asked to reset the password of your account.',
        'To choose a new password, open this link within {minutes} minutes:',
        '{link}',
        'If you did not ask for it, ignore this mail: your password stays as it is.',
      ],
      footer: `You receive this mail because a password reset was requested for this address on ${PRODUCT}.`,
    },
  },
  passwordChanged: {
    params: ['link'],
    ru: {
      subject: `${PRODUCT}: пароль изменён`,
      body: [
        'Пароль вашего аккаунта только что изменён, и все сеансы на других устройствах завершены.',
        'Если это были не вы, сразу сбросьте пароль:',
        '{link}',
      ],
      footer: `Письмо отправлено, потому что изменился пароль вашего аккаунта в ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: your password was changed`,
      body: [
        'The password of your account was just changed, and every session on other devices has ended.',
        'If it was not you, reset your password at once:',
        '{link}',
      ],
      footer: `You receive this mail because the password of your ${PRODUCT} account changed.`,
    },
  },
  verifyEmail: {
    params: ['link', 'hours'],
    ru: {
      subject: `${PRODUCT}: подтвердите адрес почты`,
      body: [
        'Подтвердите, что этот адрес ваш: без этого нельзя выставлять предложения и выводить деньги.',
        'Откройте ссылку в течение {hours} часов:',
        '{link}',
        `Если вы не регистрировались в ${PRODUCT}, просто не отвечайте на это письмо.`,
      ],
      footer: `Письмо отправлено, потому что этот адрес указали в аккаунте ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: confirm your e-mail address`,
      body: [
        'Confirm that this address is yours: until then you cannot put offers up for sale or withdraw money.',
        'Open this link within {hours} hours:',
        '{link}',
        `If you did not sign up for ${PRODUCT}, ignore this mail.`,
      ],
      footer: `You receive this mail because this address was given for a ${PRODUCT} account.`,
    },
  },
  newDevice: {
    params: ['device', 'browser', 'place', 'time', 'link', 'days'],
    ru: {
      subject: `${PRODUCT}: вход с нового устройства`,
      body: [
        'В ваш аккаунт вошли с устройства, с которого раньше не входили.',
        'Устройство: {device}. Браузер: {browser}. Место: {place}. Время: {time}.',
        'Если это были вы, ничего делать не нужно.',
        'Если это были не вы, откройте ссылку в течение {days} дней: мы завершим все сеансы и пришлём ссылку для нового пароля.',
        '{link}',
      ],
      footer: `Письмо отправлено, потому что в ваш аккаунт ${PRODUCT} вошли с нового устройства.`,
    },
    en: {
      subject: `${PRODUCT}: sign-in from a new device`,
      body: [
        'Someone signed in to your account from a device that has not been used with it before.',
        'Device: {device}. Browser: {browser}. Place: {place}. Time: {time}.',
        'If it was you, there is nothing to do.',
        'If it was not you, open this link within {days} days: we will end every session and mail you a link to choose a new password.',
        '{link}',
      ],
      footer: `You receive this mail because your ${PRODUCT} account was signed in to from a new device.`,
    },
  },
  emailChangeConfirm: {
    params: ['link', 'hours'],
    ru: {
      subject: `${PRODUCT}: подтвердите новый адрес почты`,
      body: [
        'Этот адрес указали как новый адрес почты аккаунта.',
        'Чтобы подтвердить его, откройте ссылку в течение {hours} часов:',
        '{link}',
        'Если вы ничего не меняли, просто не отвечайте на это письмо: адрес аккаунта останется прежним.',
      ],
      footer: `Письмо отправлено, потому что этот адрес указали в аккаунте ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: confirm your new e-mail address`,
      body: [
        'This address was given as the new e-mail address of an account.',
        'To confirm it, open this link within {hours} hours:',
        '{link}',
        'If you changed nothing, ignore this mail: the account keeps its address.',
      ],
      footer: `You receive this mail because this address was given for a ${PRODUCT} account.`,
    },
  },
  emailChangeRequested: {
    params: ['newEmail', 'link', 'days'],
    ru: {
      subject: `${PRODUCT}: запрошена смена адреса почты`,
      body: [
        'В вашем аккаунте попросили сменить адрес почты на {newEmail}. Адрес сменится, когда по ссылке из письма на новый адрес подтвердят его.',
        'Если это были не вы, откройте ссылку в течение {days} дней: мы завершим все сеансы и пришлём ссылку для нового пароля.',
        '{link}',
      ],
      footer: `Письмо отправлено, потому что это адрес вашего аккаунта в ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: a change of your e-mail address was asked for`,
      body: [
        'Someone asked to change the e-mail address of your account to {newEmail}. It changes once the link mailed to the new address is followed.',
        'If it was not you, open this link within {days} days: we will end every session and mail you a link to choose a new password.',
        '{link}',
      ],
      footer: `You receive this mail because it is the address of your ${PRODUCT} account.`,
    },
  },
  emailChanged: {
    params: ['newEmail'],
    ru: {
      subject: `${PRODUCT}: адрес почты изменён`,
      body: [
        'Адрес почты вашего аккаунта изменён на {newEmail}: письма теперь приходят туда, а вход — по новому адресу.',
        'Если это были не вы, сразу напишите в поддержку с этого адреса.',
      ],
      footer: `Письмо отправлено, потому что это был адрес вашего аккаунта в ${PRODUCT}.`,
    },
    en: {
      subject: `${PRODUCT}: your e-mail address was changed`,
      body: [
        'The e-mail address of your account is now {newEmail}: mail goes there, and you sign in with it.',
        'If it was not you, write to support from this address at once.',
      ],
      footer: `You receive this mail because it was the address of your ${PRODUCT} account.`,
    },
  },
  ...MORE_MAILS,
  ...NOTIFICATION_MAILS,
} as const satisfies Catalogue;

/** Words the new-device mail's parameters are made of, in the reader's language. */
export const MAIL_WORDS = {
  ru: {
    desktop: 'компьютер',
    mobile: 'телефон',
    tablet: 'планшет',
    tv: 'телевизор',
    unknown: 'неизвестно',
  },
  en: {
    desktop: 'computer',
    mobile: 'phone',
    tablet: 'tablet',
    tv: 'TV',
    unknown: 'unknown',
  },
} as const satisfies Record<Language, Record<string, string>>;
