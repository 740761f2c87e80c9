import { describe, expect, it } from 'vitest';
import { GAMES } from './catalog-data.ts';
import { planCatalog } from './plan-catalog.ts';
import { PictureSet } from './pictures.ts';

const CYRILLIC = /[\u0400-\u04ff]/;
/** Lot names that are proper nouns (in-game currencies), the same in both languages. */
const PROPER_NOUNS = new Set(['ISK', 'PLEX']);

describe('the demo catalogue in two languages (ADR 0066)', () => {
  const planned = planCatalog(new Date('2025-11-20T12:00:00Z'), new PictureSet());

  it('describes every game in Russian and in English', () => {
    expect(planned).toHaveLength(GAMES.length);
    for (const game of planned) {
      expect(game.description, game.name).toMatch(CYRILLIC);
      expect(game.descriptionEn, game.name).not.toBe('');
      expect(game.descriptionEn, game.name).not.toMatch(CYRILLIC);
      expect(game.descriptionEn.length, game.name).toBeGreaterThan(40);
    }
  });

  it('names every lot in Russian and in English, distinctly within its game', () => {
    for (const game of planned) {
      for (const lot of game.lots) {
        expect(lot.nameEn, `${game.name} / ${lot.name}`).not.toMatch(CYRILLIC);
        expect(lot.nameEn.trim()).not.toBe('');
        if (PROPER_NOUNS.has(lot.nameEn)) expect(lot.name).toBe(lot.nameEn);
        else expect(lot.name, `${game.name} / ${lot.nameEn}`).toMatch(CYRILLIC);
      }
      expect(new Set(game.lots.map((l) => l.name)).size).toBe(game.lots.length);
      expect(new Set(game.lots.map((l) => l.nameEn)).size).toBe(game.lots.length);
    }
  });

  it('keeps game titles as they are: one proper noun for both languages', () => {
    for (const game of planned) expect(game.name).not.toMatch(CYRILLIC);
  });
});
