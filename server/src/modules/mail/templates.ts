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

/** Headers beyond the usual: List-Unsubscribe (RFC 2369) and its one-click POST (RFC 8058). */
export type RenderedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

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
  const footer = fill(wording.footer, params);
  const text = [PRODUCT, '', ...lines.flatMap((line) => [line, '']), '--', footer].join('\n');
  const paragraphs = wording.body.map((line) => {
    if (line === '{link}') {
      const href = escapeHtml(params.link ?? '');
      return `<p><a href="${href}">${href}</a></p>`;
    }
    return `<p>${escapeHtml(fill(line, params)).replace(/\n/g, '<br>')}</p>`;
  });
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<h2>${PRODUCT}</h2>`,
    ...paragraphs,
    `<hr><p style="color:#777;font-size:12px">${linked(escapeHtml(footer), params.unsubscribe)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: fill(wording.subject, params), text, html, headers: listHeaders(params) };
}

/** The escaped footer with its unsubscribe page's address as a link. */
function linked(footerHtml: string, href: string | undefined): string {
  if (!href) return footerHtml;
  const escaped = escapeHtml(href);
  return footerHtml.replace(escaped, `<a href="${escaped}">${escaped}</a>`);
}

/**
 * A mail that carries `oneClick` (the address that turns its kind of mail off, ADR 0056) gets
 * List-Unsubscribe and List-Unsubscribe-Post, so mail clients offer their own unsubscribe button.
 * The row keeps the parameter, so a kept or retried mail renders the same headers.
 */
function listHeaders(params: Record<string, string>): Record<string, string> {
  if (!params.oneClick) return {};
  return {
    'List-Unsubscribe': `<${params.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
