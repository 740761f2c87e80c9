import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/shared/ui/CoverImage';
import styles from './OfferCard.module.css';

/**
 * How much a card tells: `full` on the lot page (price and server above the name, the seller and
 * Buy below), `tile` in the home page's Best Offers and the profile's grids (name, a line or two,
 * the price).
 */
export type OfferCardVariant = 'full' | 'tile';

type OfferCardProps = {
  offerId: number;
  /** The id the heading gets; the card is labelled by it. */
  titleId: string;
  /** The offer's name as shown (plain, or with a text search's matches marked). */
  title: ReactNode;
  pictureUrl: string | null | undefined;
  /** The letter of the picture's placeholder: the product's name, else the offer's. */
  fallbackText: string;
  /** Among the first cards on screen: its picture loads at once (LCP). */
  eager?: boolean;
  variant?: OfferCardVariant;
  /** Shown over the picture's corner (OfferCardBadge). */
  badge?: ReactNode;
  /** Above the name (the lot page's price and server). */
  head?: ReactNode;
  /** Below the name. */
  children?: ReactNode;
};

/**
 * The one offer card of the app (ADR 0045): picture, name, and what the page adds above and below
 * it. The whole card opens /offer/{id}; links inside it (the seller, Buy) stay clickable above
 * that.
 */
export function OfferCard({
  offerId,
  titleId,
  title,
  pictureUrl,
  fallbackText,
  eager = false,
  variant = 'tile',
  badge,
  head,
  children,
}: OfferCardProps) {
  return (
    <article className={`${styles.card} ${styles[variant]}`} aria-labelledby={titleId}>
      <CoverImage src={pictureUrl} alt="" fallbackText={fallbackText} eager={eager} />
      {badge}
      <div className={styles.body}>
        {head}
        <h3 id={titleId} className={styles.name}>
          <Link to={`/offer/${offerId}`} className={styles.open}>
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </article>
  );
}

/** A label over the picture: the lot's name (`lot`) or the offer's state (`state`). */
export function OfferCardBadge({ kind, children }: { kind: 'lot' | 'state'; children: ReactNode }) {
  return <span className={kind === 'lot' ? styles.lotBadge : styles.stateBadge}>{children}</span>;
}

/** The parts a page arranges around the name, styled by the card's one stylesheet. */
export const offerCardParts = {
  /** The lot page's row above the name: price and server. */
  meta: styles.meta,
  price: styles.price,
  unitPrice: styles.unitPrice,
  minOrder: styles.minOrder,
  server: styles.server,
  /** A text search's match in the name or description. */
  match: styles.match,
  description: styles.description,
  missing: styles.missing,
  /** A muted one-line text below the name (seller, product · lot). */
  line: styles.line,
  /** A smaller muted line (the profile tile's product · lot). */
  detail: styles.detail,
  footer: styles.footer,
  seller: styles.seller,
  sellerLink: styles.sellerLink,
  sellerName: styles.sellerName,
  rating: styles.rating,
  reviews: styles.reviews,
  likes: styles.likes,
  /** The lot page's Buy link, above the link that covers the card. */
  action: styles.action,
} as const;
