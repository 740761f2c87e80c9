import { i18n } from './i18n';
import { ruSecurity } from './locales/ru-security';

/**
 * The second factor's section of the Russian catalogue (ru-security.ts). Imported for its effect
 * by every module that shows it (lazily loaded chunks), so it is not in the first load.
 */
i18n.addResourceBundle('ru', 'translation', ruSecurity, true, false);
