import { lazy, Suspense } from 'react';
import type { Passkey } from '@gamelot/contract/schemas/passkeys';
import { formatDateTime } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { passkeysSupported } from '@/shared/passkeys/ceremony';
import { passkeyErrorText } from '@/shared/passkeys/error-text';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { usePasskeys, useRemovePasskey } from '../api/passkeys';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/passkey-texts';

/** The form brings zod and react-hook-form: its own chunk (ADR 0045). */
const AddPasskeyForm = lazy(() => import('./AddPasskeyForm').then((m) => ({ default: m.AddPasskeyForm })));

/**
 * Passkeys (docs/product.md#passkeys): the account's passkeys with when each was added and last
 * signed in, removal, and adding one under a name (the device's own prompt does the rest).
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const supported = passkeysSupported();

  return (
    <SettingsCard title={t('passkeys.title')} hint={t('passkeys.hint')}>
      {remove.isError && <Alert>{passkeyErrorText(t, remove.error, t('passkeys.failed'))}</Alert>}
      {remove.isSuccess && <Alert tone="success">{t('passkeys.removed')}</Alert>}
      {passkeys.isPending ? (
        <Spinner />
      ) : passkeys.isError ? (
        <Alert>{passkeyErrorText(t, passkeys.error, t('passkeys.failed'))}</Alert>
      ) : passkeys.data.length === 0 ? (
        <p className={styles.hint}>{t('passkeys.empty')}</p>
      ) : (
        <ul className={styles.passkeys} aria-label={t('passkeys.listLabel')}>
          {passkeys.data.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              removing={remove.isPending && remove.variables === passkey.id}
              onRemove={() => remove.mutate(passkey.id)}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <Suspense fallback={<Spinner />}>
          <AddPasskeyForm />
        </Suspense>
      ) : (
        <p className={styles.hint}>{t('passkeys.unsupported')}</p>
      )}
    </SettingsCard>
  );
}

function PasskeyItem({
  passkey,
  removing,
  onRemove,
}: {
  passkey: Passkey;
  removing: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const when = (value: string) => formatDateTime(value, lng) ?? value;
  return (
    <li className={styles.passkey}>
      <div className={styles.passkeyFacts}>
        <strong>{passkey.name}</strong>
        <span className={styles.hint}>
          {t('passkeys.created', { date: when(passkey.createdAt) })}
          {' · '}
          {passkey.lastUsedAt
            ? t('passkeys.lastUsed', { date: when(passkey.lastUsedAt) })
            : t('passkeys.neverUsed')}
          {passkey.backedUp && ` · ${t('passkeys.synced')}`}
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onRemove}
        disabled={removing}
        aria-busy={removing || undefined}
        aria-label={t('passkeys.removeNamed', { name: passkey.name })}
      >
        {removing && <Spinner />}
        {removing ? t('passkeys.removing') : t('passkeys.remove')}
      </Button>
    </li>
  );
}
