import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useOpenChat } from '@/shared/chat/open-chat';
import { formatDate, formatRelativeTime } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/Alert';
import { Avatar } from '@/shared/ui/Avatar';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { IconChat } from '@/shared/ui/icons';
import { useActiveOffersCount } from '../api/get-active-offers-count';
import { useOnlineStatus } from '../api/get-online-status';
import { useSellerStats } from '@/shared/entities/seller-trust/seller-stats';
import { SellerTrustFacts } from '@/shared/entities/seller-trust/SellerTrustFacts';
import { useUserBasicData } from '../api/get-user-basic-data';
import { isJustNow, MOSCOW_OFFSET, parseServerDate } from '@/shared/lib/server-date';
import { formatScore } from '../lib/rating';
import styles from './SellerCard.module.css';
import { Stars } from '@/shared/entities/Stars';

type SellerCardProps = {
  sellerId: number;
  offerId: number;
  isOwner: boolean;
  /** A signed-in user (not a guest): may contact the seller. */
  canAct: boolean;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Presence({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const status = useOnlineStatus(sellerId);
  // docs/product.md#errors: presence failures are logged only and the line stays empty.
  if (!status.data) return null;
  if (status.data.isOnline) {
    return (
      <p className={`${styles.presence} ${styles.online}`}>
        <span className={styles.dot} aria-hidden="true" />
        {t('offer.seller.online')}
      </p>
    );
  }
  const seen = parseServerDate(status.data.lastSeenAt, MOSCOW_OFFSET);
  if (!seen) return null;
  const lng = currentLanguage();
  const time = isJustNow(seen) ? t('offer.seller.justNow') : formatRelativeTime(seen, lng);
  return (
    <p className={styles.presence}>
      <span className={styles.dot} aria-hidden="true" />
      {t('offer.seller.lastSeen', { time })}
    </p>
  );
}

/**
 * docs/product.md#screens Offer page: the seller card (rating or "No reviews yet", the trust figures
 * with their cases), with Contact, Edit for the owner, or a log-in prompt.
 */
export function SellerCard({ sellerId, offerId, isOwner, canAct }: SellerCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useLocation();
  const openChat = useOpenChat();
  const basic = useUserBasicData(sellerId);
  const stats = useSellerStats(sellerId);
  const count = useActiveOffersCount(sellerId);
  const lng = currentLanguage();
  const unknown = t('offer.seller.unknown');
  const name = basic.data?.name ?? (basic.isError ? unknown : '…');
  const imageUrl = basic.data?.profile?.imageUrl ?? basic.data?.imageUrl ?? null;
  const since = basic.data?.createdAt ? formatDate(basic.data.createdAt, lng) : null;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('offer.seller.title')}
      </h2>
      <div className={styles.identity}>
        <Avatar name={name} imageUrl={imageUrl} size={56} />
        <div className={styles.who}>
          <Link
            to={`/profiles/${sellerId}`}
            className={styles.name}
            aria-label={t('offer.seller.profile', { name })}
          >
            {name}
          </Link>
          <Presence sellerId={sellerId} />
        </div>
      </div>
      {basic.isError && <Alert>{t('offer.seller.loadFailed')}</Alert>}
      <dl className={styles.facts}>
        <Fact label={t('offer.seller.rating')}>
          {stats.data && stats.data.reviewCount === 0 ? (
            <span className={styles.muted}>{t('sellerTrust.noReviews')}</span>
          ) : stats.data ? (
            <span className={styles.rating}>
              <Stars rating={stats.data.avgRating} label={(count) => t('offer.reviews.stars', { count })} />
              <strong>
                {t('offer.seller.ratingValue', { score: formatScore(stats.data.avgRating, lng) })}
              </strong>
              <span className={styles.muted}>
                {t('offer.seller.reviewCount', { count: stats.data.reviewCount })}
              </span>
            </span>
          ) : stats.isError ? (
            unknown
          ) : (
            '…'
          )}
        </Fact>
        <Fact label={t('offer.seller.memberSince')}>{since ?? (basic.isPending ? '…' : unknown)}</Fact>
        <Fact label={t('offer.seller.activeOffers')}>{count.data ?? (count.isError ? unknown : '…')}</Fact>
      </dl>
      {stats.data && <SellerTrustFacts stats={stats.data} />}
      {isOwner ? (
        <ButtonLink to={`/offer/${offerId}/edit`} variant="secondary" block>
          {t('offer.seller.edit')}
        </ButtonLink>
      ) : canAct ? (
        <Button
          block
          onClick={() => openChat.mutate({ partnerId: sellerId, offerId })}
          disabled={openChat.isPending}
          aria-busy={openChat.isPending || undefined}
        >
          <IconChat size={18} />
          {t('offer.seller.contact')}
        </Button>
      ) : (
        <div className={styles.prompt}>
          <p>{t('offer.seller.loginPrompt')}</p>
          <ButtonLink
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            variant="secondary"
            block
          >
            {t('offer.seller.login')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
