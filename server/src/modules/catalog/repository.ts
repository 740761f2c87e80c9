import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lots, offers, products } from '../../db/schema/index.ts';

/** SQL for products (games) and lots (their categories). */

export type ProductRow = typeof products.$inferSelect;
export type LotRow = typeof lots.$inferSelect;
/** A lot's id and its name in both languages (the service picks the request's). */
export type LotRef = { id: number; name: string; nameEn: string };
export type LotWithProduct = { lot: LotRow; product: { id: number; name: string } | null };

/** Products by name, each with its lots in display order (position, then id). */
export async function listProducts(db: Db): Promise<{ product: ProductRow; lots: LotRef[] }[]> {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.id));
  return withLots(db, rows);
}

export async function findProduct(
  db: Db,
  id: number,
): Promise<{ product: ProductRow; lots: LotRef[] } | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id));
  return (await withLots(db, rows))[0];
}

/** One product's row, without its lots. */
export async function findProductRow(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The product of a live (not deleted) offer. */
export async function findProductIdByOfferId(db: Db, offerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ productId: lots.productId })
    .from(offers)
    .innerJoin(lots, eq(lots.id, offers.lotId))
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt)));
  return row?.productId;
}

async function withLots(db: Db, rows: ProductRow[]): Promise<{ product: ProductRow; lots: LotRef[] }[]> {
  if (rows.length === 0) return [];
  const lotRows = await db
    .select({ id: lots.id, name: lots.name, nameEn: lots.nameEn, productId: lots.productId })
    .from(lots)
    .where(
      inArray(
        lots.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(lots.position), asc(lots.id));
  const byProduct = new Map<number, LotRef[]>();
  for (const l of lotRows) {
    const list = byProduct.get(l.productId) ?? [];
    list.push({ id: l.id, name: l.name, nameEn: l.nameEn });
    byProduct.set(l.productId, list);
  }
  return rows.map((product) => ({ product, lots: byProduct.get(product.id) ?? [] }));
}

/** A lot and its product; the product is null only if the link is broken (docs/product.md#validation lot checks). */
export async function findLot(db: Db, id: number): Promise<LotWithProduct | undefined> {
  const [row] = await db
    .select({ lot: lots, product: { id: products.id, name: products.name } })
    .from(lots)
    .leftJoin(products, eq(products.id, lots.productId))
    .where(eq(lots.id, id));
  return row;
}

/** A lot with its whole product: what creating or editing an offer checks against. */
export async function findLotWithFullProduct(
  db: Db,
  id: number,
): Promise<{ lot: LotRow; product: ProductRow | null } | undefined> {
  const [row] = await db
    .select({ lot: lots, product: products })
    .from(lots)
    .leftJoin(products, eq(products.id, lots.productId))
    .where(eq(lots.id, id));
  return row;
}

export async function listLotsOfProduct(db: Db, productId: number): Promise<LotRow[]> {
  return db
    .select()
    .from(lots)
    .where(eq(lots.productId, productId))
    .orderBy(asc(lots.position), asc(lots.id));
}
