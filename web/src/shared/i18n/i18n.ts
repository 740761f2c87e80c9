import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { ru, type Catalogue } from './locales/ru';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANG_STORAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    return window.localStorage.getItem(LANG_STORAGE_KEY) === 'en' ? 'en' : 'ru';
  } catch {
    return 'ru';
  }
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ru }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'ru',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

function applyLanguage(lng: string): void {
  document.documentElement.lang = lng;
}

applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches the UI language, remembers it (localStorage `lang`) and sets <html lang>. */
export function setLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lng);
  } catch {
    // Not remembered; the switch still applies to this page.
  }
  void i18n.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'ru';
}

export { i18n };
