import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { Avatar } from '@/shared/ui/Avatar';
import { useTopSellers } from '../api/get-top-sellers';
import { FollowButton } from './FollowButton';
import styles from './TopSellers.module.css';

/**
 * docs/product.md#screens 'Top Seller': six sellers with rank, profile link and Follow; the viewer's own row says
 * 'You' and "That's you!". A failed load leaves the list empty (docs/product.md#errors).
 */
export function TopSellers() {
  const { t } = useTranslation();
  const { user, isGuest } = useSession();
  const sellers = useTopSellers();
  const viewerId = user && !isGuest ? user.id : null;
  const list = useMemo(() => sellers.data ?? [], [sellers.data]);

  return (
    <section className={styles.section} aria-labelledby="top-sellers-title">
      <div className={styles.head}>
        <h2 id="top-sellers-title" className={styles.title}>
          {t('home.topSeller')}
        </h2>
        <Link to="/players" className={styles.all}>
          {t('home.seeAll')}
        </Link>
      </div>
      {sellers.isPending ? (
        <p className={styles.note} role="status">
          {t('home.loadingSellers')}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.note}>{t('home.noSellers')}</p>
      ) : (
        <ol className={styles.list}>
          {list.map((seller, index) => {
            const isYou = user?.id === seller.id;
            const nameId = `top-seller-${seller.id}`;
            return (
              <li key={seller.id} className={isYou ? `${styles.row} ${styles.you}` : styles.row}>
                {/* The list is ordered: its position already tells the rank. */}
                <span className={styles.rank} aria-hidden="true">
                  {index + 1}
                </span>
                <Link to={`/profiles/${seller.id}`} className={styles.profile} id={nameId}>
                  <Avatar
                    name={seller.name}
                    imageUrl={seller.imageUrl ?? seller.profile?.imageUrl}
                    size={40}
                  />
                  <span className={styles.name}>{seller.name}</span>
                </Link>
                {isYou && <span className={styles.badge}>{t('home.you')}</span>}
                <span className={styles.action}>
                  {isYou ? (
                    <span className={styles.self}>{t('home.thatsYou')}</span>
                  ) : (
                    <FollowButton viewerId={viewerId} sellerId={seller.id} describedBy={nameId} />
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {viewerId === null && list.length > 0 && <p className={styles.hint}>{t('home.followSignIn')}</p>}
    </section>
  );
}
