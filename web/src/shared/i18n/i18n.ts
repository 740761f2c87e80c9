import { LANGUAGE_COOKIE } from '@gamelot/contract/rules';
import { ru, type Catalogue } from './locales/ru';
import { apiClient } from '../api-client/api-client';
import { getToken } from '../session/storage';
import { Translator } from './translator';

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

// Only the default catalogue ships with the page; `en` is a separate chunk fetched when chosen, so
// Russian readers never download it (the initial-JS budget of docs/product.md#performance-targets).
const initialLanguage = storedLanguage();
const i18n = new Translator('ru');
i18n.addResourceBundle('ru', 'translation', ru);

function applyLanguage(lng: string): void {
  document.documentElement.lang = lng;
  // The pages the server writes (landing pages and their answers) follow the interface's language.
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

// The remembered language at once, before its texts arrive: the first API calls (the route loaders
// start before the first render) ask the server's answers in it (Accept-Language, ADR 0066).
applyLanguage(initialLanguage);
i18n.on('languageChanged', applyLanguage);

/** Makes sure a language's catalogue is loaded, then switches to it. */
async function switchTo(lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    const { en } = await import('./locales/en');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(lng);
}

/**
 * Resolves once the remembered language is ready: at once for Russian, after the `en` chunk for
 * English. main.tsx renders after it, so an English reader never sees Russian flash first.
 */
export const languageReady: Promise<void> =
  initialLanguage === 'ru' ? Promise.resolve() : switchTo(initialLanguage).catch(() => {});

/** Switches the UI language, remembers it (localStorage `lang`) and sets <html lang>. */
export function setLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lng);
  } catch {
    // Not remembered; the switch still applies to this page.
  }
  void switchTo(lng);
  // A signed-in account keeps the choice too: its mails are written in it (docs/product.md#settings).
  if (getToken()) {
    void apiClient.put('/api/settings/language', { language: lng }, { signOutOn401: false }).catch(() => {
      // Kept in the browser; the account keeps its previous language.
    });
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'ru';
}

export { i18n };
