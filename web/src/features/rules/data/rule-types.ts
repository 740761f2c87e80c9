/** The shape of the trading rules (rules.ts), shared by both languages' texts. */
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
