import { useTranslation } from '@/shared/i18n/use-translation';
import { isHttpUrl } from '@gamelot/contract/rules';
import { SOCIAL_ICONS, SOCIAL_NETWORKS } from '../lib/social-networks';
import styles from './ProfileDetails.module.css';

/** docs/product.md#screens: the profile's social links as icons named by their network; only http(s) links. */
export function SocialLinks({ links }: { links: Record<string, string> }) {
  const { t } = useTranslation();
  const shown = SOCIAL_NETWORKS.filter((network) => {
    const url = links[network];
    return typeof url === 'string' && isHttpUrl(url);
  });
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={t('profile.social')}>
      {shown.map((network) => {
        const Icon = SOCIAL_ICONS[network];
        const name = t(`profile.networks.${network}`);
        return (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={name}
              title={name}
              className={styles.socialLink}
              data-network={network}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
