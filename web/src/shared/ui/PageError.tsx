import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from './Alert';
import { Button } from './Button';

/** Fallback for a page that failed to render or whose code failed to load. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 520 }}>
      <h1>{t('common.errorTitle')}</h1>
      <Alert>{t('common.errorText')}</Alert>
      <div>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    </div>
  );
}
