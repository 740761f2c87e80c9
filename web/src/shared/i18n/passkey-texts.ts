import { i18n } from './i18n';
import { ruPasskeys } from './locales/ru-passkeys';

/**
 * The passkeys section of the Russian catalogue (settings, the login page's button, refusals).
 * Imported for its effect by every module that shows it, so it loads with those lazily loaded
 * chunks and not with the first page of the app (the initial-JS budget).
 */
i18n.addResourceBundle('ru', 'translation', ruPasskeys, true, false);
