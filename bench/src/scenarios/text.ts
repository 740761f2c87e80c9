import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from '../load.ts';
import { startServer } from '../server.ts';
import { BENCH_DATABASE_URL } from './search.ts';

/**
 * Text search in offers (ADR 0036) on the large seed: the busiest lot searched for common words
 * (in most offers) and typos, middling ones (a tenth to a fifth of the lot) and rare ones or none, in every sort
 * and on pages 0..49; and the top bar's GET /api/offers/find. Requests are random, so most pages
 * are not kept (ADR 0024) and come from the database.
 */
const LOT = Number(process.env.BENCH_TEXT_LOT ?? 7);
const WORDS = {
  common: ['аккаунт', 'аккаунты', 'account', 'dota', 'акаунт', 'гарантией'],
  middling: ['аркан', 'арканами', 'legend', 'herald', 'russia', 'asia', 'archon'],
  rare: ['russia asia', 'archon legend', 'immortal', '9232', '9398 ancient'],
};
const SORTS = ['relevance', 'rating_desc', 'price_asc', 'price_desc'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export async function text(): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-bench-text-'));
  const server = await startServer({
    DATABASE_URL: BENCH_DATABASE_URL,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
  });
  const results: LoadResult[] = [];
  const lotSearch =
    (words: readonly string[], pages = 50) =>
    () => ({
      path: `/api/offers/search?page=${Math.floor(Math.random() * pages)}&size=${pick([10, 20])}`,
      body: { lotId: LOT, q: pick(words), sort: pick(SORTS) },
    });
  try {
    results.push(await load('GET /readyz (floor: one trivial query)', { url: `${server.url}/readyz` }));
    const url = `${server.url}/api/offers/search`;
    for (const [kind, words] of Object.entries(WORDS)) {
      await load(kind, { url, method: 'POST', seconds: 2, next: lotSearch(words, 5) });
      results.push(
        await load(`POST /api/offers/search: lot ${LOT}, a ${kind} word, any sort, pages 0..4`, {
          url,
          method: 'POST',
          next: lotSearch(words, 5),
        }),
      );
    }
    // Deep pages cost their offset: the matches before them are walked (ADR 0036).
    results.push(
      await load(`POST /api/offers/search: lot ${LOT}, a common word, any sort, pages 0..49`, {
        url,
        method: 'POST',
        next: lotSearch(WORDS.common, 50),
      }),
    );
    const all = Object.values(WORDS).flat();
    results.push(
      await load('GET /api/offers/find: any word', {
        url: `${server.url}/api/offers/find?q=x`,
        next: () => ({ path: `/api/offers/find?q=${encodeURIComponent(pick(all))}&limit=5` }),
      }),
    );
  } finally {
    await new Promise((r) => setTimeout(r, 2000));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
