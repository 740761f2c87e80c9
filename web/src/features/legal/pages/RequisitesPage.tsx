import { useTranslation } from '@/shared/i18n/use-translation';
import { LegalDocument } from '../components/LegalDocument';
import { requisitesEn } from '../data/requisites.en';
import { requisitesRu } from '../data/requisites.ru';

/** /requisites: static text in Russian and English (docs/product.md#overview, #screens). */
export default function RequisitesPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('pages.requisites')} ru={requisitesRu} en={requisitesEn} />;
}
