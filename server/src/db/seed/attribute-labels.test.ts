import { describe, expect, it } from 'vitest';
import { hasCyrillic, latinWordsOutsideAllowList } from '@gamelot/contract/language-check';
import { ATTRIBUTE_LABELS, attributeKeys } from './attribute-labels.ts';
import { GAMES } from './catalog-data.ts';
import { planCatalog } from './plan-catalog.ts';
import { PictureSet } from './pictures.ts';

describe('the demo games\' attributes in Russian (docs/ARCHITECTURE.md "Texts as codes")', () => {
  const planned = planCatalog(new Date('2025-11-20T12:00:00Z'), new PictureSet());

  it('labels every attribute name and value of every game in Russian, proper names aside', () => {
    for (const [index, game] of GAMES.entries()) {
      const names = new Set((ATTRIBUTE_LABELS[game.slug]?.names ?? []).map((n) => n.toLowerCase()));
      const labels = planned[index]!.attributeLabels.ru ?? {};
      for (const key of attributeKeys(game.attributes)) {
        const label = labels[key] ?? key;
        const foreign = latinWordsOutsideAllowList(label).filter((word) => !names.has(word.toLowerCase()));
        expect(foreign, `${game.name}: «${key}» → «${label}»`).toEqual([]);
        expect(label.trim(), `${game.name}: ${key}`).not.toBe('');
      }
      // An attribute's name is a word of the language, never only a proper name.
      for (const name of Object.keys(game.attributes))
        expect(labels[name], `${game.name}: ${name}`).toMatch(/[а-яё]/i);
    }
  });

  it('keeps the English keys as they are, and labels only keys a game has', () => {
    for (const [index, game] of GAMES.entries()) {
      const { attributes, attributeLabels } = planned[index]!;
      expect(attributes).toBe(game.attributes);
      const keys = new Set(attributeKeys(game.attributes));
      for (const key of Object.keys(attributeLabels.ru ?? {}))
        expect(keys.has(key), `${game.name}: ${key}`).toBe(true);
      for (const key of keys) expect(hasCyrillic(key), `${game.name}: ${key}`).toBe(false);
    }
  });

  it("names only proper names on a game's list of Latin words: each is used by a label", () => {
    for (const game of GAMES) {
      const used =
        Object.values(ATTRIBUTE_LABELS[game.slug]?.ru ?? {}).join(' ') +
        ' ' +
        attributeKeys(game.attributes).join(' ');
      for (const name of ATTRIBUTE_LABELS[game.slug]?.names ?? [])
        expect(used, `${game.name}: ${name}`).toContain(name);
    }
  });
});
