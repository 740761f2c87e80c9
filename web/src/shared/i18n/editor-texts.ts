import { i18n } from './i18n';
import { ruEditor } from './locales/ru-editor';

/**
 * The offer editor's and the image crop's sections of the Russian catalogue. Imported for its
 * effect by every module that shows them, so they load with those pages and not with the first
 * page of the app (the initial-JS budget).
 */
i18n.addResourceBundle('ru', 'translation', ruEditor, true, false);
