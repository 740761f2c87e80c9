import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The site's kept totals (docs/decisions/0037-kept-figures.md): active offers, live users and
 * completed orders, kept by statement-level triggers on their tables (migration 0018), so the home
 * page reads a handful of rows instead of counting a million. A figure is the sum of its slots:
 * each database session adds to the slot of its process id, so concurrent writers rarely wait on
 * one another's row lock.
 */
export const siteFigures = pgTable(
  'site_figures',
  {
    name: text('name').$type<SiteFigure>().notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

export type SiteFigure = 'offers_active' | 'users_live' | 'orders_completed';
