import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Wallet (/wallet): placeholder until the wallet issue. */
export default function WalletPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.wallet')} />;
}
