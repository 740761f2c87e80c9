import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { ruAccount } from './locales/ru-account';
import { ruEditor } from './locales/ru-editor';
import { ruLotSearch } from './locales/ru-lot-search';
import { ruMoney } from './locales/ru-money';
import { ruValidation } from './locales/ru-validation';
import { ruPasskeys } from './locales/ru-passkeys';
import { ruSecurity } from './locales/ru-security';
import { ruModeration } from './locales/ru-moderation';

/**
 * The buying and offer-editor sections of the Russian catalogue are not in the first load: every
 * module that shows one imports the module that adds it (money-texts, editor-texts, validation-texts), or its texts
 * would show as keys.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const LAZY = [
  { module: '@/shared/i18n/money-texts', sections: Object.keys(ruMoney) },
  { module: '@/shared/i18n/editor-texts', sections: Object.keys(ruEditor) },
  { module: '@/shared/i18n/lot-search-texts', sections: Object.keys(ruLotSearch) },
  { module: '@/shared/i18n/validation-texts', sections: Object.keys(ruValidation) },
  { module: '@/shared/i18n/account-texts', sections: Object.keys(ruAccount) },
  { module: '@/shared/i18n/passkey-texts', sections: Object.keys(ruPasskeys) },
  { module: '@/shared/i18n/security-texts', sections: Object.keys(ruSecurity) },
  { module: '@/shared/i18n/moderation-texts', sections: Object.keys(ruModeration) },
];

describe('texts loaded with their pages', () => {
  it('keeps the lazy sections out of the first load', async () => {
    // A fresh copy of the catalogue: test files share modules, and adding a section to i18next
    // adds it to the object the catalogue module exported.
    vi.resetModules();
    const { ru } = await import('./locales/ru');
    for (const { sections } of LAZY)
      for (const section of sections) expect(Object.keys(ru)).not.toContain(section);
  });

  it.each(LAZY)('makes every module that uses a section of $module import it', ({ module, sections }) => {
    const uses = new RegExp(`['"\`](?:${sections.join('|')})\\.[a-zA-Z]`);
    const missing = sourceFiles(SRC)
      .filter((file) => !file.includes(`${path.sep}locales${path.sep}`))
      .filter((file) => {
        const code = readFileSync(file, 'utf8');
        return uses.test(code) && !code.includes(`import '${module}';`);
      })
      .map((file) => path.relative(SRC, file));
    expect(missing).toEqual([]);
  });

  it('adds a section to the Russian catalogue once its module is imported', async () => {
    await import('./money-texts');
    await import('./editor-texts');
    await import('./lot-search-texts');
    await import('./account-texts');
    await import('./validation-texts');
    expect(i18n.t('wallet.balance', { lng: 'ru' })).toBe(ruMoney.wallet.balance);
    expect(i18n.t('lotSearch.pastEnd', { lng: 'ru' })).toBe(ruLotSearch.lotSearch.pastEnd);
    expect(i18n.t('offerEditor.create.title', { lng: 'ru' })).toBe(ruEditor.offerEditor.create.title);
    expect(i18n.t('settings.sessions.title', { lng: 'ru' })).toBe(ruAccount.settings.sessions.title);
    expect(i18n.t('validation.offer.offerPriceRequired', { lng: 'ru' })).toBe(
      ruValidation.validation.offer.offerPriceRequired,
    );
  });
});
