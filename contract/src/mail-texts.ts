import type { Language } from './schemas/settings';
import { MAIL_PRODUCT, type Catalogue } from './mail-wording.ts';
import { NOTIFICATION_MAILS, why } from './notification-mail-texts.ts';

/**
 * The mails' texts by template id, in Russian and English: the catalogue the server renders mail
 * from (server/src/modules/mail/templates.ts, docs/decisions/0051-outgoing-mail.md). A stored mail
 * holds only its template id, parameters and language.
 */

export { MAIL_PRODUCT, type MailWording } from './mail-wording.ts';
export {
  notificationMailType,
  type NotificationMailKind,
  type NotificationMailParams,
  type NotificationMailTemplate,
} from './notification-mail-texts.ts';

const PRODUCT = MAIL_PRODUCT;

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
