import { Spinner } from './Spinner';
import styles from './FormFallback.module.css';

/**
 * In a form's place while its chunk arrives, a moment after its page: forms are lazily loaded
 * chunks (ADR 0045).
 */
export function FormFallback() {
  return (
    <div className={styles.fallback} aria-busy="true">
      <Spinner />
    </div>
  );
}
