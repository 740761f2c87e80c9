import type { Language } from './schemas/settings';

/**
 * The mails' texts by template id, in Russian and English: the catalogue the server renders mail
 * from (server/src/modules/mail/templates.ts, docs/decisions/0051-outgoing-mail.md). A stored mail
 * holds only its template id, parameters and language.
 */

export const MAIL_PRODUCT = 'Gamelot';
const PRODUCT = MAIL_PRODUCT;

export type MailWording = {
  subject: string;
  /** Paragraphs; `{name}` is replaced with the parameter, a line that is only `{link}` is a link. */
  body: string[];
  /** Why this mail was sent. */
  footer: string;
};

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
} as const satisfies Record<string, { params: readonly string[] } & Record<Language, MailWording>>;
