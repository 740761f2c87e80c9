import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/Button';
import styles from './Security.module.css';
import '@/shared/i18n/security-texts';

/** Recovery codes, shown once (the server keeps only their hashes): copy or download them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (permissions, an old browser): the codes are on screen and downloadable.
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('security.codes.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.form}>
      <h3>{t('security.codes.title')}</h3>
      <p className={styles.text}>{t('security.codes.text')}</p>
      <ul className={styles.codes} aria-label={t('security.codes.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('security.codes.copied') : t('security.codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('security.codes.done')}</Button>
      </div>
    </div>
  );
}
