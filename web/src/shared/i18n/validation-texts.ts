import { i18n } from './i18n';
import { ruValidation } from './locales/ru-validation';

/**
 * The forms' error texts of the Russian catalogue (ru-validation.ts). Imported for its effect by
 * every form on `useContractForm`, so they load with the forms (lazily loaded chunks, ADR 0045)
 * and not with the first page of the app (the initial-JS budget).
 */
i18n.addResourceBundle('ru', 'translation', ruValidation, true, false);
