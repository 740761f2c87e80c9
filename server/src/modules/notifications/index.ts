/**
 * The notifications module's public surface (docs/decisions/0041-modules-are-boundaries.md): the
 * e-mail choices the settings page reads and changes (docs/decisions/0056-notification-mail.md).
 */
export { getEmailChoices, setEmailChoices, type EmailChoices } from './email.ts';
