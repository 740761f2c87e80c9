/**
 * The interface texts' translator: catalogues by language, keys by dotted path, `{{name}}`
 * parameters, plurals by the language's `Intl.PluralRules` (`key_one`, `key_few`, `key_many`,
 * `key_other`), a fallback language. It keeps the part of i18next's behaviour the app uses, in a
 * fraction of its size, so the first load fits its budget (ADR 0050); the keys stay checked by
 * i18next's types (`TFunction`, declared in i18n.ts).
 */
import type { TFunction } from 'i18next';

type Tree = { [key: string]: unknown };

export type TranslateOptions = {
  count?: number;
  lng?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [parameter: string]: unknown;
};

const PARAMETER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** `into` with `from`'s keys added; `overwrite` decides who wins where both have a text. */
function merge(into: Tree, from: Tree, overwrite: boolean): Tree {
  const result: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = result[key];
    if (isTree(existing) && isTree(value)) result[key] = merge(existing, value, overwrite);
    else if (existing === undefined || overwrite)
      result[key] = isTree(value) ? merge({}, value, true) : value;
  }
  return result;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PARAMETER, (whole, name: string) => {
    const value = name.includes('.') ? at(options as Tree, name) : options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  language: string;
  private readonly catalogues = new Map<string, Tree>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(private readonly fallbackLanguage: string) {
    this.language = fallbackLanguage;
  }

  /** The text under `key` (the key itself when no catalogue has it), its parameters filled in. */
  readonly t = ((key: string, options?: TranslateOptions) => {
    const value = this.find(key, options);
    if (value === undefined) return interpolate(options?.defaultValue ?? key, options);
    if (typeof value === 'string') return interpolate(value, options);
    return options?.returnObjects ? value : key;
  }) as unknown as TFunction<'translation'>;

  exists(key: string, options?: TranslateOptions): boolean {
    return this.find(key, options) !== undefined;
  }

  getResource(language: string, _namespace: string, key: string): unknown {
    return at(this.catalogues.get(language), key);
  }

  hasResourceBundle(language: string, _namespace: string): boolean {
    return this.catalogues.has(language);
  }

  /** Adds texts to a language's catalogue; `deep` merges into it, keeping what it has unless `overwrite`. */
  addResourceBundle(
    language: string,
    _namespace: string,
    texts: Tree,
    deep = false,
    overwrite = false,
  ): this {
    const current = this.catalogues.get(language) ?? {};
    this.catalogues.set(language, deep ? merge(current, texts, overwrite) : merge(current, texts, true));
    return this;
  }

  async changeLanguage(language: string): Promise<TFunction<'translation'>> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return this.t;
  }

  on(event: 'languageChanged', listener: (language: string) => void): this {
    if (event === 'languageChanged') this.listeners.add(listener);
    return this;
  }

  off(event: 'languageChanged', listener: (language: string) => void): this {
    if (event === 'languageChanged') this.listeners.delete(listener);
    return this;
  }

  private find(key: string, options: TranslateOptions | undefined): unknown {
    const languages = [options?.lng ?? this.language, this.fallbackLanguage];
    for (const language of languages) {
      const catalogue = this.catalogues.get(language);
      if (!catalogue) continue;
      if (typeof options?.count === 'number') {
        const form = this.plural(language).select(options.count);
        for (const candidate of [`${key}_${form}`, `${key}_other`]) {
          const text = at(catalogue, candidate);
          if (text !== undefined) return text;
        }
      }
      const value = at(catalogue, key);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  private plural(language: string): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules;
  }
}
