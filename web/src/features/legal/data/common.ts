import { COMMISSION_RATE } from '@gamelot/contract/rules';
import { formatPercent } from '@/shared/i18n/format';
import type { Language } from '@/shared/i18n/i18n';

/** docs/product.md#screens, #limits: the policies are effective from 16.07.2025. */
export const EFFECTIVE_DATE = '16.07.2025';

/**
 * The operator's details. These are placeholders: the operator must put their real name, INN and
 * contact address here before launch (the requisites page marks them as such).
 */
export const OPERATOR = {
  nameRu: 'Иванов Алексей Сергеевич',
  nameEn: 'Alexey Sergeevich Ivanov',
  inn: '770000000000',
  email: 'support@gamelot.example',
} as const;

/** The platform commission as a percentage, e.g. "13 %" / "13%". */
export const commissionText = (lng: Language) => formatPercent(COMMISSION_RATE, lng);

export const LEGAL_PAGES = {
  agreement: '/user-agreement',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
  requisites: '/requisites',
  rules: '/trade/rules',
} as const;
