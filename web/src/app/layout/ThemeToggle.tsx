import { useTranslation } from '@/shared/i18n/use-translation';
import { useTheme } from '@/shared/theme/theme-context';
import { IconMoon, IconSun } from '@/shared/ui/icons';

type ThemeToggleProps = { className?: string; compact?: boolean };

/** Toggles the theme; labelled with the mode NOT currently active (docs/product.md#screens Layout). */
export function ThemeToggle({ className, compact }: ThemeToggleProps) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('theme.light') : t('theme.dark');
  const Icon = theme === 'dark' ? IconSun : IconMoon;
  return (
    <button
      type="button"
      className={className}
      onClick={toggleTheme}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
    >
      <Icon size={18} />
      {!compact && <span>{label}</span>}
    </button>
  );
}
