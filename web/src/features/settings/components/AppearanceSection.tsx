import { useTranslation } from '@/shared/i18n/use-translation';
import { LANGUAGES, setLanguage, type Language } from '@/shared/i18n/i18n';
import { useTheme } from '@/shared/theme/theme-context';
import type { Theme } from '@/shared/theme/theme';
import { IconMoon, IconSun } from '@/shared/ui/icons';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/account-texts';

/** Each language is named in itself, as language pickers do. */
const LANGUAGE_NAMES: Record<Language, string> = { ru: 'Русский', en: 'English' };
const THEMES: Theme[] = ['dark', 'light'];

/** The shared language switch and theme, as radio groups. */
export function AppearanceSection() {
  const { t, i18n } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <SettingsCard title={t('settings.appearance.title')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.appearance.language')}</legend>
        <div className={styles.choices}>
          {LANGUAGES.map((lng) => (
            <label key={lng} className={styles.choice} lang={lng}>
              <input
                type="radio"
                name="language"
                checked={i18n.language === lng}
                onChange={() => setLanguage(lng)}
              />
              <span>{LANGUAGE_NAMES[lng]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.appearance.theme')}</legend>
        <div className={styles.choices}>
          {THEMES.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="theme" checked={theme === value} onChange={() => setTheme(value)} />
              {value === 'dark' ? <IconMoon size={18} /> : <IconSun size={18} />}
              <span>{t(`settings.appearance.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}
