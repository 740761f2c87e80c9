import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** Administration (/admin): placeholder until the admin issue. */
export default function AdminPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.admin')} />;
}
