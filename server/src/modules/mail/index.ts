/** The mail module's public surface (docs/decisions/0041-modules-are-boundaries.md, 0051-outgoing-mail.md). */
export { createMailer, type Mailer, type MailRequest } from './service.ts';
export { smtpTransport, type MailTransport } from './transport.ts';
export { MAIL_TEMPLATES, renderMail, type MailTemplate } from './templates.ts';
