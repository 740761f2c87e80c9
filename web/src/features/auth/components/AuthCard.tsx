import type { ReactNode } from 'react';
import { LogoMark } from '@/shared/ui/Logo';
import styles from './AuthCard.module.css';

type AuthCardProps = { title: string; subtitle: string; footer: ReactNode; children: ReactNode };

export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-title">
        <header className={styles.head}>
          <LogoMark size={48} />
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        <div className={styles.body}>{children}</div>
        <footer className={styles.footer}>{footer}</footer>
      </section>
    </div>
  );
}
