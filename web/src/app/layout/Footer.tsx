import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { IconTelegram, IconVk, IconX } from '@/shared/ui/icons';
import styles from './Footer.module.css';

export const SOCIAL_LINKS = [
  { href: 'https://t.me/gamelot', key: 'footer.telegram', Icon: IconTelegram },
  { href: 'https://vk.com/gamelot', key: 'footer.vk', Icon: IconVk },
  { href: 'https://x.com/gamelot', key: 'footer.x', Icon: IconX },
] as const;

const DOCUMENTS = [
  { to: '/trade/rules', key: 'footer.rules' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/cookie-policy', key: 'footer.cookies' },
  { to: '/user-agreement', key: 'footer.agreement' },
  { to: '/requisites', key: 'footer.requisites' },
] as const;

/** docs/product.md#screens footer: the rules and legal pages, and three social links opening in a new tab. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.documents')}>
          <ul className={styles.links}>
            {DOCUMENTS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.social} aria-label={t('footer.social')}>
          {SOCIAL_LINKS.map(({ href, key, Icon }) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(key)} title={t(key)}>
                <Icon size={18} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
