import type { ReactNode } from 'react';
import styles from './ProfileState.module.css';

/** A titled, centred state of a profile page: loading, error, not found. */
export function ProfileState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.state}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
