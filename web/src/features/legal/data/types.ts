/** A legal document's body, in one language. The page supplies the title and the effective date. */
export type LegalBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { list: string[] }
  /** A table with a header row. */
  | { table: { head: string[]; rows: string[][] } }
  /** Label / value pairs; `fill` marks a value the operator has yet to fill in. */
  | { facts: { label: string; value: string; fill?: boolean }[] }
  /** Links to other pages of the site. */
  | { links: { to: string; label: string }[] };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalText = {
  /** One or two sentences under the title. */
  lead: string;
  sections: LegalSection[];
};
