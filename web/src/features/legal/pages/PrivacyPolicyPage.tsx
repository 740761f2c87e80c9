import { useTranslation } from '@/shared/i18n/use-translation';
import { LegalDocument } from '../components/LegalDocument';
import { privacyPolicyEn } from '../data/privacy-policy.en';
import { privacyPolicyRu } from '../data/privacy-policy.ru';

/** /privacy-policy: static text in Russian and English (docs/product.md#overview, #screens). */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('pages.privacyPolicy')} ru={privacyPolicyRu} en={privacyPolicyEn} />;
}
