import styles from './FieldError.module.css';

/** A field's error under it (`TextField` has its own): the field points to it with `errorProps`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** What a textarea or select with an error below it carries: marked invalid, described by the error. */
export function errorProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
