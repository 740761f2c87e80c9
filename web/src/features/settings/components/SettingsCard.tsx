import { useId, type ReactNode } from 'react';
import styles from './Settings.module.css';

type SettingsCardProps = { title: string; hint?: string; tone?: 'danger'; children: ReactNode };

/** One titled card of the settings page; its heading names the region. */
export function SettingsCard({ title, hint, tone, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <section
      className={tone === 'danger' ? `${styles.card} ${styles.danger}` : styles.card}
      aria-labelledby={titleId}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
      {children}
    </section>
  );
}
