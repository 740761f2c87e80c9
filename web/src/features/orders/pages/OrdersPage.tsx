import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Orders (/orders): placeholder until the orders issue. */
export default function OrdersPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.orders')} />;
}
