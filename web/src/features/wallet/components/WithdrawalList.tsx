import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { getWithdrawals, walletKeys } from '../api/wallet';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';

/** The user's withdrawal requests and the administrator's decision with its reason. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const list = useQuery({ queryKey: walletKeys.withdrawals, queryFn: getWithdrawals });
  if (!list.data || list.data.content.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className={styles.title}>
        {t('wallet.withdrawals')}
      </h2>
      <ul className={styles.rows}>
        {list.data.content.map((w) => (
          <li key={w.id} className={styles.row} data-status={w.status}>
            <span>
              {formatRoubles(w.amount, lng)} → {w.destination}
            </span>
            <span className={styles.status}>{t(`wallet.withdrawalStatus.${w.status}`)}</span>
            {w.reason && <span className={styles.muted}>{w.reason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
