import {
  MAIL_PRODUCT as PRODUCT,
  MAIL_TEXTS,
  type MailWording as Wording,
} from '@gamelot/contract/mail-texts';

/**
 * Renders the mails of the contract's catalogue (`@gamelot/contract/mail-texts`) in the recipient's
 * language (docs/decisions/0051-outgoing-mail.md): a row stores the template id and its parameters,
 * and the text is rendered when it is sent or read.
 */

export const MAIL_TEMPLATES = MAIL_TEXTS;

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
