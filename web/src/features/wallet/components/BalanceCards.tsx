import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Wallet } from '@gamelot/contract/schemas/wallet';
import { formatDateTime, formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';

/**
 * Spendable balance, money held for withdrawals, money of open purchases in escrow, and a seller's
 * money held until warranties end (each order with its release date, ADR 0060).
 */
export function BalanceCards({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const cards = [
    ['balance', wallet.balance, t('wallet.balance')],
    ['held', wallet.held, t('wallet.held')],
    ['escrow', wallet.inEscrow, t('wallet.inEscrow')],
    ...(wallet.warrantyHeld > 0
      ? ([['warranty', wallet.warrantyHeld, t('wallet.warrantyHeld')]] as const)
      : []),
  ] as const;
  return (
    <>
      <dl className={styles.cards}>
        {cards.map(([key, amount, label]) => (
          <div key={key} className={styles.card} data-balance={key}>
            <dt>{label}</dt>
            <dd>{formatRoubles(amount, lng)}</dd>
          </div>
        ))}
      </dl>
      {wallet.warranties.length > 0 && (
        <section aria-label={t('wallet.warranties')} data-testid="wallet-warranties">
          <h2>{t('wallet.warranties')}</h2>
          <ul>
            {wallet.warranties.map((w) => (
              <li key={w.orderId}>
                <Link to={`/orders/${w.orderId}`}>
                  {t('wallet.warrantyRelease', {
                    amount: formatRoubles(w.amount, lng),
                    id: w.orderId,
                    offer: w.offerName,
                    date: formatDateTime(w.releaseAt, lng),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
