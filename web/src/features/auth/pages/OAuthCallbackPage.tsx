import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { fullPageLoad } from '@/shared/lib/navigation';
import { completeSignIn } from '@/shared/session/session-flow';
import { clearReturnPath, getReturnPath } from '@/shared/session/storage';
import { Alert } from '@/shared/ui/Alert';
import { LogoMark } from '@/shared/ui/Logo';
import { Spinner } from '@/shared/ui/Spinner';
import { readToken } from '../lib/read-token';
import styles from './OAuthCallbackPage.module.css';

/** The sign-in's second step brings zod and the form library: its own chunk. */
const SecondFactorForm = lazy(() =>
  import('@/shared/security/SecondFactorForm').then((m) => ({ default: m.SecondFactorForm })),
);

export const TOKEN_READ_DELAY_MS = 100;
export const MISSING_TOKEN_REDIRECT_MS = 1500;
const FAILED_PATH = '/login?error=auth_failed';

/** docs/product.md#screens OAuth return: read the token, clean the URL, store the user, go back where the visitor was. */
export default function OAuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  const [missing, setMissing] = useState(false);
  // Google said yes but the account has a second factor: the code finishes (ADR 0053).
  const [second, setSecond] = useState<{ mfaToken: string; to: string } | null>(null);
  useDocumentTitle(t('auth.oauth.title'));

  useEffect(() => {
    const timer = setTimeout(() => {
      const token = readToken(hash, search);
      const mfaToken = token ? null : readToken(hash, search, 'mfaToken');
      if (mfaToken) {
        navigate('/oauth-callback', { replace: true });
        setSecond({ mfaToken, to: getReturnPath() ?? '/' });
        clearReturnPath();
        return;
      }
      if (!token) {
        setMissing(true);
        return;
      }
      navigate('/oauth-callback', { replace: true });
      const returnPath = getReturnPath() ?? '/';
      clearReturnPath();
      completeSignIn(token, returnPath).catch(() => fullPageLoad(FAILED_PATH));
    }, TOKEN_READ_DELAY_MS);
    return () => clearTimeout(timer);
    // Runs once: the token is read from the URL the visitor arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => navigate(FAILED_PATH, { replace: true }), MISSING_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [missing, navigate]);

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="oauth-title">
        <LogoMark size={44} />
        <h1 id="oauth-title" className={styles.title}>
          {t('auth.oauth.title')}
        </h1>
        {second ? (
          <Suspense fallback={<Spinner />}>
            <SecondFactorForm
              mfaToken={second.mfaToken}
              to={second.to}
              onBack={() => navigate('/login', { replace: true })}
            />
          </Suspense>
        ) : missing ? (
          <>
            <Alert>{t('auth.oauth.tokenMissing')}</Alert>
            <p className={styles.status}>{t('auth.oauth.redirecting')}</p>
          </>
        ) : (
          <p className={styles.status} role="status">
            <Spinner />
            {t('auth.oauth.waiting')}
          </p>
        )}
      </section>
    </div>
  );
}
