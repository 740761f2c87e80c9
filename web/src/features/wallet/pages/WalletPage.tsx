import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Spinner } from '@/shared/ui/Spinner';
import { getWallet, walletKeys } from '../api/wallet';
import { BalanceCards } from '../components/BalanceCards';
import { TopUpResult } from '../components/TopUpResult';
import { WalletHistory } from '../components/WalletHistory';
import { WithdrawalList } from '../components/WithdrawalList';
import styles from '../components/WalletSections.module.css';
import '@/shared/i18n/money-texts';

/** The forms bring zod and react-hook-form: their own chunk (ADR 0045). */
const TopUpForm = lazy(() => import('../components/TopUpForm').then((m) => ({ default: m.TopUpForm })));
const WithdrawalForm = lazy(() =>
  import('../components/WithdrawalForm').then((m) => ({ default: m.WithdrawalForm })),
);

/** /wallet (docs/product.md#wallet): balance, held funds, history, top-up and withdrawal requests. */
export default function WalletPage() {
  const { t } = useTranslation();
  const { isGuest } = useSession();
  const [params] = useSearchParams();
  useDocumentTitle(t('pages.wallet'));
  const wallet = useQuery({ queryKey: walletKeys.summary, queryFn: getWallet, enabled: !isGuest });
  const paymentId = params.get('payment');

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title">{t('pages.wallet')}</h1>
        <Link to="/orders">{t('wallet.toOrders')}</Link>
      </header>
      {isGuest ? (
        <p>{t('wallet.guest')}</p>
      ) : wallet.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : wallet.isError ? (
        <p role="alert">{t('wallet.loadFailed')}</p>
      ) : (
        <>
          {wallet.data.provider === 'test' && (
            // Test-card payments are on: nothing on this page is real money, and it says so first.
            <p role="note" className={styles.testBadge} data-testid="test-provider">
              {t('wallet.testProvider')}
            </p>
          )}
          {paymentId && <TopUpResult paymentId={paymentId} />}
          <BalanceCards wallet={wallet.data} />
          <div className={styles.columns}>
            <Suspense fallback={<Spinner />}>
              <TopUpForm provider={wallet.data.provider} />
            </Suspense>
            <Suspense fallback={<Spinner />}>
              <WithdrawalForm />
            </Suspense>
          </div>
          <WithdrawalList />
          <WalletHistory />
        </>
      )}
    </section>
  );
}
