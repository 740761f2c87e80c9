import type { Language } from './schemas/settings';

/**
 * What every mail's texts are made of (docs/decisions/0051-outgoing-mail.md): the product's name
 * and the shape of one mail's wording in one language. Shared by the catalogue (mail-texts.ts) and
 * the notification mails (notification-mail-texts.ts).
 */

export const MAIL_PRODUCT = 'Gamelot';

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

export type Catalogue = Record<string, { params: readonly string[] } & Record<Language, MailWording>>;
