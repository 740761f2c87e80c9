import { i18n } from './i18n';
import { ruMoney } from './locales/ru-money';

/**
 * The buying sections of the Russian catalogue (wallet, orders, Buy Now, keys, disputes, admin,
 * reviews). Imported for its effect by every module that shows them, so they load with those
 * pages and not with the first page of the app (the initial-JS budget).
 */
i18n.addResourceBundle('ru', 'translation', ruMoney, true, false);
