import { useState } from 'react';
import { mediaUrl } from '../lib/media-url';
import styles from './Avatar.module.css';

type AvatarProps = { name: string; imageUrl?: string | null | undefined; size?: number };

/** The user's picture, or the first letter of the name (docs/product.md#screens). Decorative: the name is shown beside it. */
export function Avatar({ name, imageUrl, size = 36 }: AvatarProps) {
  const src = mediaUrl(imageUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      aria-hidden="true"
    >
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : (name.trim()[0] ?? '?')}
    </span>
  );
}
