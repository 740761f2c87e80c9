/**
 * The trading rules of /trade/rules (docs/product.md#rules-page): five categories, nineteen rules,
 * each a violation and its sanction, written in both languages (rules.ru.ts, rules.en.ts). The
 * header counts are computed from this data.
 */
import { rulesEn } from './rules.en';
import { rulesRu } from './rules.ru';
import type { RuleTexts } from './rule-types';

export { SANCTIONS, SANCTION_SEVERITY, type Rule, type RuleCategory, type RuleTexts, type Sanction } from './rule-types';

/** The rules in the reader's language (Russian unless English). */
export function rulesIn(language: string): RuleTexts {
  return language === 'en' ? rulesEn : rulesRu;
}

export const RULES_COUNT = rulesRu.categories.reduce((sum, category) => sum + category.rules.length, 0);
