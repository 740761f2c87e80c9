import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { getWallet, walletKeys } from '../api/wallet';
import { BalanceCards } from '../components/BalanceCards';
import { TopUpForm } from '../components/TopUpForm';
import { TopUpResult } from '../components/TopUpResult';
import { WalletHistory } from '../components/WalletHistory';
import { WithdrawalForm } from '../components/WithdrawalForm';
import { WithdrawalList } from '../components/WithdrawalList';
import styles from '../components/WalletSections.module.css';
import '@/shared/i18n/money-texts';

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
            <TopUpForm provider={wallet.data.provider} />
            <WithdrawalForm />
          </div>
          <WithdrawalList />
          <WalletHistory />
        </>
      )}
    </section>
  );
}
