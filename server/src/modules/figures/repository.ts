import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteFigures, type SiteFigure } from '../../db/schema/index.ts';

/**
 * The site's kept totals (docs/decisions/0037-kept-figures.md): kept by triggers on offers, users and
 * orders (migration 0018), read as the sum of a figure's few slots, whatever the size of the market.
 */
export async function siteFigure(db: Db, name: SiteFigure): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`sum(${siteFigures.n})` })
    .from(siteFigures)
    .where(eq(siteFigures.name, name));
  return Number(row?.n ?? 0);
}
