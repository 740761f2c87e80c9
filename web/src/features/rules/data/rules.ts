/**
 * The trading rules of /trade/rules (docs/product.md#rules-page): five categories, nineteen rules,
 * each a violation and its sanction, written in both languages (rules.ru.ts, rules.en.ts). The
 * header counts are computed from this data.
 */
import { rulesEn } from './rules.en';
import { rulesRu } from './rules.ru';

export const SANCTIONS = [
  'offerRemoval',
  'warning',
  'temporaryBan',
  'permanentBan',
  'accountSuspension',
  'legalAction',
  'refundStrike',
  'reportingSuspension',
] as const;

export type Sanction = (typeof SANCTIONS)[number];

/** How hard a sanction hits; the page colours it by this. */
export const SANCTION_SEVERITY: Record<Sanction, 'low' | 'medium' | 'high'> = {
  warning: 'low',
  reportingSuspension: 'low',
  offerRemoval: 'medium',
  refundStrike: 'medium',
  temporaryBan: 'medium',
  accountSuspension: 'high',
  permanentBan: 'high',
  legalAction: 'high',
};

export type Rule = { violation: string; sanction: Sanction };
export type RuleCategory = { id: string; title: string; summary: string; rules: Rule[] };
/** The rules in one language: each sanction's name and the categories. */
export type RuleTexts = { sanctions: Record<Sanction, string>; categories: RuleCategory[] };

/** The rules in the reader's language (Russian unless English). */
export function rulesIn(language: string): RuleTexts {
  return language === 'en' ? rulesEn : rulesRu;
}

export const RULES_COUNT = rulesRu.categories.reduce((sum, category) => sum + category.rules.length, 0);
