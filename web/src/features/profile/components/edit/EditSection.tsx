import { useId, type ReactNode } from 'react';
import styles from './ProfileEditForm.module.css';

/** A titled card of the profile editor; the heading names the region. */
export function EditSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
      {children}
    </section>
  );
}
