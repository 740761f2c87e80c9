import { useTranslation } from '@/shared/i18n/use-translation';
import type { Wallet } from '@gamelot/contract/schemas/wallet';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';

/** Spendable balance, money held for withdrawals, money of open purchases in escrow. */
export function BalanceCards({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const cards = [
    ['balance', wallet.balance, t('wallet.balance')],
    ['held', wallet.held, t('wallet.held')],
    ['escrow', wallet.inEscrow, t('wallet.inEscrow')],
  ] as const;
  return (
    <dl className={styles.cards}>
      {cards.map(([key, amount, label]) => (
        <div key={key} className={styles.card} data-balance={key}>
          <dt>{label}</dt>
          <dd>{formatRoubles(amount, lng)}</dd>
        </div>
      ))}
    </dl>
  );
}
