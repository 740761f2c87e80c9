import { useTranslation } from '@/shared/i18n/use-translation';
import { LegalDocument } from '../components/LegalDocument';
import { userAgreementEn } from '../data/user-agreement.en';
import { userAgreementRu } from '../data/user-agreement.ru';

/** /user-agreement: static text in Russian and English (docs/product.md#overview, #screens). */
export default function UserAgreementPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('pages.userAgreement')} ru={userAgreementRu} en={userAgreementEn} />;
}
