import type { AttributeLabels } from '@gamelot/contract/schemas/catalog';
import type { Language } from '@gamelot/contract/schemas/settings';
import type { ProductAttributeLabels } from '../../db/schema/catalog.ts';

/**
 * The catalogue's texts in the request's language (docs/decisions/0066-catalogue-in-two-languages.md):
 * a lot's name and a game's description are stored in Russian (`name`, `description`) and English
 * (`nameEn`, `descriptionEn`); a game's title is one proper noun. Every answer that shows them picks
 * one here, so no answer mixes the two.
 */
export function inLanguage(lang: Language, ru: string, en: string): string {
  return lang === 'en' ? en : ru;
}

/** A lot's `{ id, name }` in `lang`, from a row carrying both names. */
export function lotRef(
  lang: Language,
  lot: { id: number; name: string; nameEn: string },
): { id: number; name: string } {
  return { id: lot.id, name: inLanguage(lang, lot.name, lot.nameEn) };
}

/**
 * A product's attribute labels in `lang` (docs/ARCHITECTURE.md "Texts as codes"), or only those of
 * `keys` (an offer's names and values). A key with no label is shown as is: the keys are English.
 */
export function attributeLabelsIn(
  lang: Language,
  stored: ProductAttributeLabels | null | undefined,
  keys?: Iterable<string>,
): AttributeLabels {
  const labels = stored?.[lang] ?? {};
  if (keys === undefined) return { ...labels };
  const picked: AttributeLabels = {};
  for (const key of keys) if (Object.hasOwn(labels, key)) picked[key] = labels[key]!;
  return picked;
}
