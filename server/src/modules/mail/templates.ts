import type { Language } from '@gamelot/contract/schemas/settings';

/**
 * Every mail the server sends, by template id, in Russian and English (docs/decisions/0051-outgoing-mail.md).
 * The one place the server keeps sentences for mail; a row stores the id and its parameters, and
 * the text is rendered in the recipient's language when it is sent or read.
 */

const PRODUCT = 'Gamelot';

type Wording = {
  subject: string;
  /** Paragraphs; `{name}` is replaced with the parameter, a line that is only `{link}` is a link. */
  body: string[];
  /** Why this mail was sent. */
  footer: string;
};

export const MAIL_TEMPLATES = {
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
} as const satisfies Record<string, { params: readonly string[] } & Record<Language, Wording>>;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;
export type MailParams<T extends MailTemplate> = Record<(typeof MAIL_TEMPLATES)[T]['params'][number], string>;

export type RenderedMail = { subject: string; text: string; html: string };

export function isMailTemplate(id: string): id is MailTemplate {
  return Object.hasOwn(MAIL_TEMPLATES, id);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const fill = (line: string, params: Record<string, string>) =>
  line.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);

/** The mail in `language` ('ru' for anything else): subject, plain text and a simple HTML part. */
export function renderMail(
  template: MailTemplate,
  params: Record<string, string>,
  language: string,
): RenderedMail {
  const wording: Wording = MAIL_TEMPLATES[template][language === 'en' ? 'en' : 'ru'];
  const lines = wording.body.map((line) => fill(line, params));
  const text = [PRODUCT, '', ...lines.flatMap((line) => [line, '']), '--', wording.footer].join('\n');
  const paragraphs = wording.body.map((line) => {
    if (line === '{link}') {
      const href = escapeHtml(params.link ?? '');
      return `<p><a href="${href}">${href}</a></p>`;
    }
    return `<p>${escapeHtml(fill(line, params))}</p>`;
  });
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h2>${PRODUCT}</h2>`,
    ...paragraphs,
    `<hr><p style="color:#777;font-size:12px">${escapeHtml(wording.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: wording.subject, text, html };
}
