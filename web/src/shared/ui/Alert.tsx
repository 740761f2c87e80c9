import type { ReactNode } from 'react';
import styles from './Alert.module.css';

type AlertProps = { tone?: 'error' | 'info' | 'success'; children: ReactNode; className?: string };

/** Errors are announced at once (role alert); other notes politely (role status). */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
