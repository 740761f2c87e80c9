import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { GOOGLE_LINK_RESULTS, type GoogleLinkResult } from '@gamelot/contract/google';
import { serverMessage } from '@/shared/api-client/api-error';
import { useGoogleEnabled } from '@/shared/api/config';
import { usePrincipal } from '@/shared/session/get-principal';
import { clearReturnPath } from '@/shared/session/storage';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { IconGoogle } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/Spinner';
import { useLinkGoogle, useUnlinkGoogle } from '../api/google-link';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/account-texts';

const RESULTS = new Set<string>(Object.values(GOOGLE_LINK_RESULTS));

/** The outcome Google's way back reported in /settings?google={code}, if it is one we know. */
function useLinkResult(): GoogleLinkResult | null {
  const [params] = useSearchParams();
  const code = params.get('google');
  const result = code !== null && RESULTS.has(code) ? (code as GoogleLinkResult) : null;
  // A refused link comes straight back here, not through /oauth-callback, which clears it otherwise.
  useEffect(() => {
    if (result) clearReturnPath();
  }, [result]);
  return result;
}

/**
 * Link Google while signed in (the only way Google reaches an account registered with a password),
 * or unlink it; an account without a password keeps Google, its only way in. Hidden when the
 * server has no Google sign-in.
 */
export function GoogleSection() {
  const { t } = useTranslation();
  const enabled = useGoogleEnabled();
  const principal = usePrincipal(true);
  const link = useLinkGoogle();
  const unlink = useUnlinkGoogle();
  const result = useLinkResult();
  if (!enabled || !principal.data) return null;
  const { googleLinked, hasPassword } = principal.data;
  const mutation = googleLinked ? unlink : link;

  return (
    <SettingsCard title={t('settings.google.title')} hint={t('settings.google.hint')}>
      {result && !mutation.isSuccess && (
        <Alert tone={result === GOOGLE_LINK_RESULTS.linked ? 'success' : 'error'}>
          {t(`settings.google.results.${result}`)}
        </Alert>
      )}
      {mutation.isError && <Alert>{serverMessage(mutation.error, t('settings.google.failed'))}</Alert>}
      {unlink.isSuccess && <Alert tone="success">{t('settings.google.unlinked')}</Alert>}
      <p>{googleLinked ? t('settings.google.linked') : t('settings.google.notLinked')}</p>
      {googleLinked && !hasPassword ? (
        <p className={styles.hint}>{t('settings.google.noPassword')}</p>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending || link.isSuccess}
            aria-busy={mutation.isPending || undefined}
          >
            {mutation.isPending ? <Spinner /> : !googleLinked && <IconGoogle size={18} />}
            {googleLinked
              ? t(unlink.isPending ? 'settings.google.unlinking' : 'settings.google.unlink')
              : t(link.isPending || link.isSuccess ? 'settings.google.linking' : 'settings.google.link')}
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
