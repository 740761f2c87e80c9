import { useState } from 'react';
import { mediaUrl } from '../lib/media-url';
import styles from './CoverImage.module.css';

type CoverImageProps = {
  src: string | null | undefined;
  /** Empty when the picture only decorates a titled card. */
  alt: string;
  /** The letter shown on the placeholder; the first letter of `fallbackText`. */
  fallbackText: string;
  className?: string;
  /** Above the fold (the first cards of a page): load at once with high priority, not lazily. */
  eager?: boolean;
};

/** A picture that fills its box (16:9 unless the caller says otherwise), with a placeholder when missing or broken. */
export function CoverImage({ src, alt, fallbackText, className, eager = false }: CoverImageProps) {
  const url = mediaUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const classes = [styles.cover, className].filter(Boolean).join(' ');
  if (url && failed !== url) {
    return (
      <span className={classes}>
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(url)}
        />
      </span>
    );
  }
  return (
    <span
      className={`${classes} ${styles.placeholder}`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      <span aria-hidden="true">{fallbackText.trim()[0]?.toUpperCase() ?? '?'}</span>
    </span>
  );
}
