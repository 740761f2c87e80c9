import { useTranslation } from '@/shared/i18n/use-translation';
import { LANGUAGES, setLanguage } from '@/shared/i18n/i18n';
import styles from './LanguageSwitch.module.css';

/** RU / EN switch; the choice is remembered (localStorage `lang`). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={[styles.switch, className].filter(Boolean).join(' ')}
      role="group"
      aria-label={t('language.label')}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={styles.option}
          aria-pressed={i18n.language === lng}
          onClick={() => setLanguage(lng)}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}
