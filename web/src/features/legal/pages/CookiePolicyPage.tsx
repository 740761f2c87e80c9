import { useTranslation } from '@/shared/i18n/use-translation';
import { LegalDocument } from '../components/LegalDocument';
import { cookiePolicyEn } from '../data/cookie-policy.en';
import { cookiePolicyRu } from '../data/cookie-policy.ru';

/** /cookie-policy: static text in Russian and English (docs/product.md#overview, #screens). */
export default function CookiePolicyPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t('pages.cookiePolicy')} ru={cookiePolicyRu} en={cookiePolicyEn} />;
}
