import { useTranslation } from '@/shared/i18n/use-translation';
import type { OrderState } from '@gamelot/contract/orders';
import styles from './Orders.module.css';
import '@/shared/i18n/money-texts';

export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.state} ${styles[state] ?? ''}`} data-state={state}>
      {t(`orders.states.${state}`)}
    </span>
  );
}
