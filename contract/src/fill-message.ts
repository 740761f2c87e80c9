/** The values a text's `{name}` placeholders take. */
export type MessageParams = Record<string, string | number>;

/**
 * `template` with each `{name}` replaced by `params[name]`; unknown names stay as written. The one
 * filler of the catalogues' texts (contract/src/speak.ts), free of them so that the web's rules
 * (contract/src/offer-rules.ts) can use it without loading both languages.
 */
export function fillMessage(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
