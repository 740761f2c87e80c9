import { describe, expect, it } from 'vitest';
import { hasCyrillic, latinWordsOutsideAllowList } from '@gamelot/contract/language-check';
import { cookiePolicyEn } from './cookie-policy.en';
import { cookiePolicyRu } from './cookie-policy.ru';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyRu } from './privacy-policy.ru';
import { requisitesEn } from './requisites.en';
import { requisitesRu } from './requisites.ru';
import { userAgreementEn } from './user-agreement.en';
import { userAgreementRu } from './user-agreement.ru';

/** Every string of a document, links' addresses left out (they are paths, not text). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => (key === 'to' || key === 'id' ? [] : strings(child)));
  return [];
}

describe('the legal pages, one language at a time', () => {
  it.each([
    ['user agreement', userAgreementRu],
    ['privacy policy', privacyPolicyRu],
    ['cookie policy', cookiePolicyRu],
    ['requisites', requisitesRu],
  ])('writes the Russian %s in Russian', (_name, text) => {
    expect(strings(text).flatMap((line) => latinWordsOutsideAllowList(line))).toEqual([]);
  });

  it.each([
    ['user agreement', userAgreementEn],
    ['privacy policy', privacyPolicyEn],
    ['cookie policy', cookiePolicyEn],
    ['requisites', requisitesEn],
  ])('writes the English %s in English', (_name, text) => {
    expect(strings(text).filter((line) => hasCyrillic(line))).toEqual([]);
  });
});
