import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { UserFull } from '@gamelot/contract/schemas/profiles';
import { SocialLinks } from './SocialLinks';
import styles from './ProfileDetails.module.css';

/**
 * docs/product.md#screens: info text, social links, last achievement. The seller level is computed
 * from real figures and shown with them (ProfileTrust).
 */
export function ProfileDetails({ user }: { user: UserFull }) {
  const { t } = useTranslation();
  const titleId = useId();
  const info = user.profile.info?.trim();
  const achievement = user.profile.lastAchievement?.trim();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('profile.about')}
      </h2>
      <p className={info ? styles.info : `${styles.info} ${styles.muted}`}>{info || t('profile.noInfo')}</p>
      <SocialLinks links={user.profile.socialLinks} />
      <dl className={styles.facts} aria-label={t('profile.details')}>
        <div className={styles.fact}>
          <dt>{t('profile.achievement')}</dt>
          <dd className={achievement ? undefined : styles.muted}>
            {achievement || t('profile.noAchievement')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
