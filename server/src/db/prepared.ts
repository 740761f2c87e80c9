import type { Db } from './client.ts';

/**
 * One prepared statement per database handle, built on first use: the hot public reads (a landing
 * page's offer, seller, reviews) skip drizzle's query building and PostgreSQL's planning on every
 * call after the first. The statement's name must be unique in the process.
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
