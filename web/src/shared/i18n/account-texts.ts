import { i18n } from './i18n';
import { ruAccount } from './locales/ru-account';

/**
 * The settings page's and the legal pages' sections of the Russian catalogue. Imported for its
 * effect by every module that shows them, so they load with those pages and not with the first
 * page of the app (the initial-JS budget).
 */
i18n.addResourceBundle('ru', 'translation', ruAccount, true, false);
