import { useTranslation } from '@/shared/i18n/use-translation';
import { beginGoogleSignIn } from '@/shared/session/session-flow';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { IconGoogle } from '@/shared/ui/icons';
import { useGoogleEnabled } from '@/shared/api/config';
import styles from './Form.module.css';

type GoogleMethodProps = { text: string; returnPath: string };

/** Saves where to come back to, then hands over to Google (docs/product.md#screens Login, Register). */
export function GoogleMethod({ text, returnPath }: GoogleMethodProps) {
  const { t } = useTranslation();
  const enabled = useGoogleEnabled();
  if (!enabled) return <Alert tone="info">{t('auth.googleNotConfigured')}</Alert>;
  return (
    <div className={styles.panel}>
      <p className={styles.note}>{text}</p>
      <Button size="lg" variant="secondary" block onClick={() => beginGoogleSignIn(returnPath)}>
        <IconGoogle size={18} />
        {t('auth.googleButton')}
      </Button>
    </div>
  );
}
