import { Spinner } from '@/shared/ui/Spinner';
import styles from './Form.module.css';

/** In a form's place while its chunk arrives (a few milliseconds after the page). */
export function FormLoading() {
  return (
    <div className={styles.form} aria-busy="true">
      <Spinner />
    </div>
  );
}
