import { i18n } from './i18n';
import { ruModeration } from './locales/ru-moderation';

/**
 * The reports and moderation section of the Russian catalogue (ru-moderation.ts). Imported for its
 * effect by every module that shows it, so it is not in the first load.
 */
i18n.addResourceBundle('ru', 'translation', ruModeration, true, false);
