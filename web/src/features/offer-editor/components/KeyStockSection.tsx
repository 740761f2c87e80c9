import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { parseKeyPaste } from '@gamelot/contract/orders';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { useAddKeys, useKeyStock } from '../api/offer-keys';
import styles from './KeyStockSection.module.css';
import '@/shared/i18n/money-texts';

/** Bulk paste of keys or codes, one per line; the buyer of each gets it the moment they pay. */
export function KeyStockSection({ offerId }: { offerId: number }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const titleId = useId();
  const [text, setText] = useState('');
  const stock = useKeyStock(offerId);
  const add = useAddKeys(offerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parseKeyPaste(text).length === 0) return;
    add.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('keys.title')}
      </h2>
      <p className={styles.hint}>{t('keys.hint')}</p>
      {stock.data && (
        <p className={styles.stock} data-testid="key-stock">
          {t('keys.stock', { unsold: stock.data.unsold, sold: stock.data.sold })}
        </p>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={fieldId}>{t('keys.label')}</label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
        {add.isError && <Alert>{serverMessage(add.error, t('keys.failed'))}</Alert>}
        {add.isSuccess && (
          <Alert tone="success">
            {t('keys.added', { added: add.data.added ?? 0, skipped: add.data.skippedDuplicates ?? 0 })}
          </Alert>
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={add.isPending || parseKeyPaste(text).length === 0}
        >
          {t('keys.add')}
        </Button>
      </form>
    </section>
  );
}
