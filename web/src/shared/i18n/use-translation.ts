import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import type { TranslateOptions } from './translator';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The translator for a component: `t` in the current language, and the translator itself. The
 * component renders again when the language changes, with a new `t`.
 */
export function useTranslation(): { t: TFunction<'translation'>; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return useMemo(() => {
    const translate = i18n.t as unknown as (key: string, options?: TranslateOptions) => unknown;
    const t = ((key: string, options?: TranslateOptions) =>
      translate(key, { lng: language, ...options })) as unknown as TFunction<'translation'>;
    return { t, i18n };
  }, [language]);
}
