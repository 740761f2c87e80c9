import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Alert } from '@/shared/ui/Alert';
import { AccountSection } from '../components/AccountSection';
import { AppearanceSection } from '../components/AppearanceSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { EmailSection } from '../components/EmailSection';
import { GoogleSection } from '../components/GoogleSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { PasskeysSection } from '../components/PasskeysSection';
import { PasswordSection } from '../components/PasswordSection';
import { SessionsSection } from '../components/SessionsSection';
import styles from '../components/Settings.module.css';
import { Spinner } from '@/shared/ui/Spinner';
import '@/shared/i18n/account-texts';

/** The second factor's section brings its texts, zod and the form library: its own chunk. */
const SecuritySection = lazy(() =>
  import('../components/SecuritySection').then((m) => ({ default: m.SecuritySection })),
);

/**
 * Settings (/settings): language and theme for everyone; the account's own settings (password,
 * passkeys, Google sign-in, notifications, sessions, deletion) for signed-in users, not guests (guests never write).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.settings'));
  const { isGuest, userId } = useSession();
  const account = !isGuest && userId !== null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.pageTitle}>{t('pages.settings')}</h1>
        <p className={styles.intro}>{t('settings.intro')}</p>
      </header>
      {account && <AccountSection userId={userId} />}
      <AppearanceSection />
      {account ? (
        <>
          <EmailSection />
          <PasswordSection />
          <Suspense fallback={<Spinner />}>
            <SecuritySection />
          </Suspense>
          <PasskeysSection />
          <GoogleSection />
          <NotificationsSection />
          <SessionsSection />
          <DeleteAccountSection />
        </>
      ) : (
        <Alert tone="info">
          <p>
            {t('settings.guest.text')} <Link to="/register">{t('settings.guest.register')}</Link>
          </p>
        </Alert>
      )}
    </div>
  );
}
