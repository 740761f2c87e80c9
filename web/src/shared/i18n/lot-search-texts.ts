import { i18n } from './i18n';
import { ruLotSearch } from './locales/ru-lot-search';

/**
 * The lot page's search texts in the Russian catalogue (filters, text search, estimates, per-unit
 * prices). Imported for its effect by every module that shows them, so they load with the lot page
 * and the top bar's offer results, not with the first page of the app (the initial-JS budget).
 */
i18n.addResourceBundle('ru', 'translation', ruLotSearch, true, false);
