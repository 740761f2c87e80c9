import { useTranslation } from '@/shared/i18n/use-translation';
import type { SocialNetwork } from '@gamelot/contract/schemas/user';
import { TextField } from '@/shared/ui/TextField';
import { SOCIAL_NETWORKS } from '@/features/profile/lib/social-networks';
import { EditSection } from './EditSection';
import styles from './ProfileEditForm.module.css';

type SocialLinksSectionProps = {
  links: Record<SocialNetwork, string>;
  errors: Partial<Record<SocialNetwork, string>>;
  onChange: (network: SocialNetwork, url: string) => void;
};

const PLACEHOLDERS: Record<SocialNetwork, string> = {
  vk: 'https://vk.com/…',
  telegram: 'https://t.me/…',
  discord: 'https://discord.gg/…',
  youtube: 'https://youtube.com/@…',
  twitter: 'https://x.com/…',
};

/** docs/product.md#screens: vk, telegram, discord, youtube, twitter URL inputs; each must be an http(s) link. */
export function SocialLinksSection({ links, errors, onChange }: SocialLinksSectionProps) {
  const { t } = useTranslation();
  return (
    <EditSection title={t('profile.editPage.social')} hint={t('profile.editPage.socialHint')}>
      <div className={styles.socialGrid}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t(`profile.networks.${network}`)}
            name={`socialLinks.${network}`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={PLACEHOLDERS[network]}
            value={links[network]}
            error={errors[network]}
            onChange={(event) => onChange(network, event.target.value)}
          />
        ))}
      </div>
    </EditSection>
  );
}
