import type { TFunction } from 'i18next';
import type { Problems } from './validate-offer';
import { formField } from './form-field';
import '@/shared/i18n/editor-texts';

/**
 * Client-side problems as texts: the form's own checks in the page's language (ru: the server's
 * own texts), the contract rules' texts as they are, since they are the server's (in Russian).
 */
export function problemTexts(problems: Problems, t: TFunction): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    texts[field] = problem.key === undefined ? problem.message : t(`offerEditor.validation.${problem.key}`);
  }
  return texts;
}

/** The server's fieldErrors on this form's fields (its keys follow the request body). */
export function serverFieldErrors(fieldErrors: Record<string, string> | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(fieldErrors ?? {})) texts[formField(key)] ??= text;
  return texts;
}
